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
  var timer = null;

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
        .then(function (html) { verdict.innerHTML = html; });
    }, 120);
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
        li.append(count, name, number, button("−", "minus", "−1"), button("+", "plus", "+1"), button("×", "remove", "remove"));
        list.appendChild(li);
      });
      document.querySelector('[data-count-for="' + zone + '"]').textContent = "(" + total + ")";
    });
    // On first load a list with unreadable lines has no rows yet: keep the user's text rather than erase it.
    if (!(initial && rows.length === 0)) textField.value = toText();
    validate();
  }

  function add(card, zone, n) {
    var existing = rows.find(function (r) { return r.zone === zone && r.number === card.number; });
    if (existing) existing.count += n;
    else rows.push({ zone: zone, number: card.number, name: card.name, count: n, type: card.type, cost: card.cost, ignition: card.ignition });
    rows = rows.filter(function (r) { return r.count > 0; });
    render();
  }

  function addFromButton(btn, n) {
    var target = document.getElementById("target-zone").value || btn.dataset.zone;
    add({ number: btn.dataset.number, name: btn.dataset.name, type: btn.dataset.type, cost: btn.dataset.cost, ignition: !!btn.dataset.ignition }, target, n);
  }

  results.addEventListener("click", function (event) {
    var btn = event.target.closest("button.add-card");
    if (btn) addFromButton(btn, event.shiftKey ? 4 : 1);
  });

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
      options.forEach(function (o) { o.classList.remove("active"); });
      options[next].classList.add("active");
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
          errors.textContent = data.errors.map(function (e) { return "line " + e.line + ": " + e.message_en; }).join("; ");
          validate();
          return;
        }
        errors.textContent = "";
        rows = data.entries;
        render();
      });
  });

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
})();
