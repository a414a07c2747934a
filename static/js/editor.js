// The deck editor: a small state of rows, rendered into the game's lists, serialised into the text the server reads.
(function () {
  "use strict";
  var form = document.getElementById("deck-editor");
  if (!form) return;
  var ZONES = ["deck", "dynamis", "player", "sideboard"];
  // The parts each game has (Z/X 401; Dimension Zero 第3部 第1章 1); a part of another game shows only while it holds cards.
  var GAME_ZONES = { "zx": ["deck", "dynamis", "player"], "d0": ["deck", "sideboard"], "d0-limited": ["deck", "sideboard"] };
  var gameField = document.getElementById("deck-game");
  var searchGame = document.getElementById("search-game");
  var rows = JSON.parse(document.getElementById("editor-entries").textContent);
  var textField = document.getElementById("deck-text");
  var verdict = document.getElementById("verdict");
  var results = document.getElementById("search-results");
  var search = document.getElementById("card-q");
  var csrf = form.querySelector("[name=csrfmiddlewaretoken]").value;
  var bar = document.getElementById("deck-bar");
  var status = document.getElementById("add-status");
  var timer = null;
  var statusTimer = null;

  function game() { return gameField && GAME_ZONES[gameField.value] ? gameField.value : "zx"; }

  function toText() {
    var out = [];
    ZONES.forEach(function (zone) {
      var zoneRows = rows.filter(function (r) { return r.zone === zone; });
      if (!zoneRows.length) return;
      if (out.length) out.push("");
      out.push("[" + zone + "]");
      zoneRows.forEach(function (r) { out.push(r.count + " " + r.number + " " + r.name); });
    });
    return out.join("\n") + (out.length ? "\n" : "");
  }

  function validate() {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var body = new URLSearchParams({ text: textField.value, game: game() });
      fetch(form.dataset.validateUrl, { method: "POST", headers: { "X-CSRFToken": csrf }, body: body })
        .then(function (r) { return r.text(); })
        .then(function (html) { verdict.innerHTML = html; updateBar(); });
    }, 120);
  }

  // The bar's copy of the verdict and the counters (the panel above scrolls away on a phone).
  function updateBar() {
    var v = verdict.querySelector(".verdict");
    var barVerdict = bar.querySelector(".bar-verdict");
    barVerdict.textContent = v ? v.textContent.trim() : "";
    barVerdict.className = "bar-verdict " + (v && v.classList.contains("legal") ? "legal" : "illegal");
    var counts = bar.querySelector(".bar-counts");
    counts.textContent = "";
    verdict.querySelectorAll(".counters > div").forEach(function (d) {
      var item = document.createElement("span");
      item.className = d.className;
      item.textContent = d.querySelector("dt").textContent.trim() + " " + d.querySelector("dd").textContent.trim();
      counts.append(item, " ");
    });
  }

  // How many copies of each result's card the deck holds, beside the result.
  function updateBadges() {
    results.querySelectorAll("li.result").forEach(function (li) {
      var number = li.querySelector("button.add-card").dataset.number;
      var copies = rows.reduce(function (sum, r) { return sum + (r.number === number ? r.count : 0); }, 0);
      var badge = li.querySelector(".in-deck");
      badge.textContent = "×" + copies;
      badge.hidden = copies === 0;
    });
  }

  function flash(element) {
    if (!element) return;
    element.classList.remove("flash");
    void element.offsetWidth;  // restart the animation when the same row is added to again
    element.classList.add("flash");
  }

  // Every add says what it did where the player is looking: the message (read out too), the result row and the
  // deck's row light up.
  function announce(card, zone, n, resultRow) {
    var heading = document.querySelector('.part[data-zone="' + zone + '"] h2');
    var total = rows.reduce(function (sum, r) { return sum + (r.zone === zone ? r.count : 0); }, 0);
    var message = form.dataset.addedFormat.replace("{name}", card.name).replace("{n}", n)
      .replace("{zone}", heading ? heading.firstChild.textContent.trim() : zone).replace("{total}", total);
    clearTimeout(statusTimer);
    // A new text each time, so that a screen reader announces the same add twice in a row.
    status.textContent = message === status.textContent ? message + "\u00a0" : message;
    flash(status);
    statusTimer = setTimeout(function () { status.textContent = ""; }, 6000);
    flash(resultRow);
    flash(document.querySelector('#zone-' + zone + ' li[data-number="' + card.number + '"]'));
  }

  function button(label, action, title) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.dataset.action = action;
    b.title = title;
    b.setAttribute("aria-label", title);
    return b;
  }

  function render(initial) {
    var zones = GAME_ZONES[game()];
    ZONES.forEach(function (zone) {
      var used = rows.some(function (r) { return r.zone === zone; });
      document.querySelector('.part[data-zone="' + zone + '"]').hidden = zones.indexOf(zone) < 0 && !used;
      var option = document.querySelector('#target-zone option[value="' + zone + '"]');
      if (option) option.hidden = option.disabled = zones.indexOf(zone) < 0;
      var list = document.getElementById("zone-" + zone);
      list.textContent = "";
      var total = 0;
      rows.forEach(function (r, index) {
        if (r.zone !== zone) return;
        total += r.count;
        var li = document.createElement("li");
        li.dataset.index = index;
        li.dataset.number = r.number;
        var count = document.createElement("input");
        count.type = "number";
        count.min = "0";
        count.max = "999";
        count.value = r.count;
        count.className = "count";
        count.setAttribute("aria-label", r.name);
        var name = document.createElement("span");
        name.className = "name";
        name.textContent = (r.cost === null || r.cost === undefined || r.cost === "" ? "–" : r.cost) + " " + r.name;
        if (r.ignition) {
          var ig = document.createElement("span");
          ig.className = "ig";
          ig.textContent = "IG";
          name.append(" ", ig);
        }
        var number = document.createElement("small");
        number.className = "muted";
        number.textContent = " " + r.number;
        li.append(count, name, number, button("−", "minus", "−1"), button("+", "plus", "+1"), button("×", "remove", form.dataset.removeLabel));
        list.appendChild(li);
      });
      document.querySelector('[data-count-for="' + zone + '"]').textContent = "(" + total + ")";
    });
    // On first load a list with unreadable lines shows the rows of its readable ones: keep the user's text (the bad
    // lines with it) rather than rewrite it from the rows.
    if (!(initial && (rows.length === 0 || form.dataset.keepText))) textField.value = toText();
    updateBadges();
    validate();
    if (!initial) changed();
  }

  function add(card, zone, n, resultRow) {
    var existing = rows.find(function (r) { return r.zone === zone && r.number === card.number; });
    if (existing) existing.count += n;
    else rows.push({ zone: zone, number: card.number, name: card.name, count: n, type: card.type, cost: card.cost, ignition: card.ignition });
    rows = rows.filter(function (r) { return r.count > 0; });
    render();
    announce(card, zone, n, resultRow);
  }

  function addFromButton(btn, n) {
    var target = document.getElementById("target-zone").value || btn.dataset.zone;
    add({ number: btn.dataset.number, name: btn.dataset.name, type: btn.dataset.type, cost: btn.dataset.cost, ignition: !!btn.dataset.ignition }, target, n, btn.closest("li"));
  }

  results.addEventListener("click", function (event) {
    var info = event.target.closest("button.info-toggle");
    if (info) {
      var item = info.closest("li");
      var open = !item.classList.contains("open");
      results.querySelectorAll("li.open").forEach(function (li) {
        li.classList.remove("open");
        li.querySelector(".info-toggle").setAttribute("aria-expanded", "false");
      });
      item.classList.toggle("open", open);
      info.setAttribute("aria-expanded", String(open));
      return;
    }
    // +1 / +4 beside each result: touch has no Shift for four copies.
    var more = event.target.closest("button.add-n");
    if (more) { addFromButton(more.closest("li").querySelector("button.add-card"), Number(more.dataset.n)); return; }
    var btn = event.target.closest("button.add-card");
    if (btn) addFromButton(btn, event.shiftKey ? 4 : 1);
  });
  results.addEventListener("htmx:afterSwap", updateBadges);

  form.addEventListener("click", function (event) {
    var btn = event.target.closest("li[data-index] button[data-action]");
    if (!btn) return;
    var row = rows[Number(btn.closest("li").dataset.index)];
    if (btn.dataset.action === "plus") row.count += 1;
    if (btn.dataset.action === "minus") row.count -= 1;
    if (btn.dataset.action === "remove") row.count = 0;
    rows = rows.filter(function (r) { return r.count > 0; });
    render();
  });

  form.addEventListener("change", function (event) {
    if (!event.target.matches("li[data-index] input.count")) return;
    var row = rows[Number(event.target.closest("li").dataset.index)];
    var value = parseInt(event.target.value, 10);
    row.count = isNaN(value) ? row.count : Math.max(0, Math.min(999, value));
    rows = rows.filter(function (r) { return r.count > 0; });
    render();
  });

  // Keyboard: arrows move through the results, Enter adds one (Shift+Enter four); the form is not submitted.
  search.addEventListener("keydown", function (event) {
    var options = Array.prototype.slice.call(results.querySelectorAll("button.add-card"));
    if (!options.length) return;
    var current = options.findIndex(function (o) { return o.classList.contains("active"); });
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      var next = event.key === "ArrowDown" ? Math.min(options.length - 1, current + 1) : Math.max(0, current - 1);
      options.forEach(function (o) { o.classList.remove("active"); o.closest("li").classList.remove("open"); });
      options[next].classList.add("active");
      options[next].closest("li").classList.add("open");
      options[next].scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      event.preventDefault();
      addFromButton(options[Math.max(0, current)], event.shiftKey ? 4 : 1);
    }
  });

  document.getElementById("apply-text").addEventListener("click", function () {
    var errors = document.getElementById("text-errors");
    var body = new URLSearchParams({ text: textField.value, game: game() });
    fetch(form.dataset.parseUrl, { method: "POST", headers: { "X-CSRFToken": csrf }, body: body })
      .then(function (r) { return r.json(); })
      .then(function (data) {
        if (data.errors) {
          var ja = (document.documentElement.lang || "ja").indexOf("ja") === 0;
          errors.textContent = data.errors.map(function (e) {
            return form.dataset.lineFormat.replace("{n}", e.line) + ": " + (ja ? e.message : e.message_en);
          }).join(" / ");
          validate();
          return;
        }
        errors.textContent = "";
        rows = data.entries;
        render();
      });
  });

  // A "did you mean" button under a bad line rewrites that line with the card it names, then reads the text again.
  verdict.addEventListener("click", function (event) {
    var fix = event.target.closest("button.suggestion[data-fix]");
    if (!fix) return;
    var lines = textField.value.split("\n");
    var index = Number(fix.dataset.line) - 1;
    if (index < 0 || index >= lines.length) return;
    lines[index] = fix.dataset.fix;
    textField.value = lines.join("\n");
    textField.closest("details").open = true;
    document.getElementById("apply-text").click();
  });

  textField.addEventListener("input", function () { validate(); changed(); });

  // A conflict override ticks a box that replaces the stale base version with the current one.
  var override = form.querySelector("[data-override]");
  if (override) {
    override.addEventListener("change", function () {
      form.querySelector("input[type=hidden][name=base_version]").disabled = override.checked;
    });
  }

  if (gameField) {
    gameField.addEventListener("change", function () {
      if (searchGame) searchGame.value = game() === "zx" ? "zx" : "d0";
      var target = document.getElementById("target-zone");
      if (target.selectedOptions.length && target.selectedOptions[0].disabled) target.value = "";
      results.textContent = "";
      render();
    });
  }

  render(true);
  updateBar();

  // Unsaved work: a draft in this browser's storage (per deck, or "new"), offered back on return, and a question
  // before leaving the page with changes. Saving marks the draft; a save that went through drops it on the next visit.
  var draftKey = form.dataset.draftKey;
  var detailFields = ["title", "description", "visibility", "game"];
  var submitting = false;
  var leaving = false;

  function fields() {
    var values = {};
    detailFields.forEach(function (name) {
      var field = form.elements[name];
      values[name] = field ? field.value : "";
    });
    return values;
  }

  // What counts as a change: the cards (part, number, count), the list text and the details; not how a row was made.
  function snapshot() {
    var cards = rows.map(function (r) { return [r.zone, r.number, Number(r.count)]; });
    return JSON.stringify({ cards: cards, text: textField.value.trim(), fields: fields() });
  }

  function draftNow(extra) {
    var draft = { state: snapshot(), rows: rows, text: textField.value, fields: fields(), saved: Date.now(), base: baseVersion() };
    return Object.assign(draft, extra || {});
  }

  var initial = snapshot();
  function dirty() { return snapshot() !== initial; }

  function readDraft() {
    try { return JSON.parse(window.localStorage.getItem(draftKey) || "null"); } catch (e) { return null; }
  }
  function writeDraft(draft) {
    try {
      if (draft) window.localStorage.setItem(draftKey, JSON.stringify(draft));
      else window.localStorage.removeItem(draftKey);
    } catch (e) { /* storage full or disabled: the leave warning still protects the work */ }
  }

  var draftTimer = null;
  function changed() {
    clearTimeout(draftTimer);
    draftTimer = setTimeout(function () {
      writeDraft(dirty() ? draftNow() : null);
    }, 200);
  }
  form.addEventListener("input", function (event) { if (detailFields.indexOf(event.target.name) >= 0) changed(); });
  form.addEventListener("change", function (event) { if (detailFields.indexOf(event.target.name) >= 0) changed(); });

  function baseVersion() {
    var base = form.querySelector("input[type=hidden][name=base_version]");
    return base ? base.value : "";
  }

  // A draft of an older version saves against the version it started from, so that the server's conflict check
  // (not this browser) decides whether anything changed meanwhile.
  function restore(draft) {
    var base = form.querySelector("input[type=hidden][name=base_version]");
    if (base && draft.base) base.value = draft.base;
    rows = draft.rows || [];
    detailFields.forEach(function (name) {
      var field = form.elements[name];
      if (field && draft.fields && draft.fields[name] !== undefined) field.value = draft.fields[name];
    });
    if (gameField && searchGame) searchGame.value = game() === "zx" ? "zx" : "d0";
    render();
    if (draft.text && draft.text.trim() !== textField.value.trim()) { textField.value = draft.text; validate(); }
    changed();
  }

  var draft = readDraft();
  if (draft && draft.submitted) {
    // Marked when saving: a page answering that save (an error, a conflict) keeps it; any other visit means it saved.
    if (form.dataset.posted) { delete draft.submitted; writeDraft(draft); } else { writeDraft(null); }
    draft = null;
  }
  if (draft && draft.state && draft.state !== initial) {
    var offer = document.getElementById("draft-offer");
    document.getElementById("draft-time").textContent = new Date(draft.saved).toLocaleString(document.documentElement.lang || undefined);
    offer.hidden = false;
    document.getElementById("draft-restore").addEventListener("click", function () {
      offer.hidden = true;
      restore(draft);
    });
    document.getElementById("draft-discard").addEventListener("click", function () {
      offer.hidden = true;
      writeDraft(null);
    });
  } else if (draft) {
    writeDraft(null);  // the same as what the page shows: nothing to offer
  }

  form.addEventListener("submit", function () {
    submitting = true;
    writeDraft(draftNow({ submitted: true }));
  });

  window.addEventListener("beforeunload", function (event) {
    if (submitting || leaving || !dirty()) return;
    event.preventDefault();
    event.returnValue = "";
  });

  // The site's own links and forms (header, language switch, log out) ask in the page's language first.
  function confirmLeave(event) {
    if (submitting || !dirty()) return;
    if (window.confirm(form.dataset.leaveMessage)) { leaving = true; return; }
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  document.addEventListener("click", function (event) {
    var link = event.target.closest("a[href]");
    if (!link || form.contains(link) || link.target === "_blank" || link.hasAttribute("download")) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    if (link.getAttribute("href").charAt(0) === "#") return;
    confirmLeave(event);
  }, true);
  document.addEventListener("submit", function (event) {
    if (event.target !== form) confirmLeave(event);
  }, true);
})();
