// The goldfish page, kept out of the HTML because the Content-Security-Policy forbids inline scripts and handlers.
// The play area (#gf-play) answers every link and form inside it in place: the request carries htmx's headers, the
// server answers with the play area alone, and the address takes the new actions (history.pushState), so a reload or
// a shared link replays the same game. Listening on the document means a link is handled the moment it is swapped
// in. Keys click the element carrying data-key="<key>" (the shortcuts listed on the page).
(function () {
  "use strict";
  var busy = false;

  function area() {
    return document.getElementById("gf-play");
  }

  function load(url, push) {
    var current = area();
    if (!current || busy) return;
    busy = true;
    current.classList.add("gf-loading");
    fetch(url, {
      credentials: "same-origin",
      headers: { "HX-Request": "true", "HX-Target": "gf-play", "HX-Current-URL": location.href },
    })
      .then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        var address = response.headers.get("HX-Push-Url") || url;
        return response.text().then(function (html) {
          return { html: html, address: address };
        });
      })
      .then(function (answer) {
        var template = document.createElement("template");
        template.innerHTML = answer.html.trim();
        var fresh = template.content.firstElementChild;
        if (!fresh || fresh.id !== "gf-play") throw new Error("not the play area");
        area().replaceWith(fresh);
        if (push) history.pushState({ goldfish: true }, "", answer.address);
      })
      .catch(function () {
        window.location.href = url; // the whole page still works without this script
      })
      .finally(function () {
        busy = false;
        var now = area();
        if (now) now.classList.remove("gf-loading");
      });
  }

  // The odds part answers a refused question (400: over the work budget or a bad field; 429: too many simulations)
  // with a message to show in its place; htmx swaps only 2xx answers unless told to.
  document.addEventListener("htmx:beforeSwap", function (e) {
    var status = e.detail.xhr.status;
    if ((status === 400 || status === 429) && e.detail.target && e.detail.target.id === "gf-odds") {
      e.detail.shouldSwap = true;
      e.detail.isError = false;
    }
  });

  document.addEventListener("click", function (e) {
    var link = e.target.closest("#gf-play a[href]");
    if (!link || link.hasAttribute("data-full") || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    load(link.href, true);
  });

  document.addEventListener("submit", function (e) {
    var form = e.target.closest("#gf-play form");
    if (!form) return;
    e.preventDefault();
    var url = new URL(form.getAttribute("action") || location.pathname, location.href);
    url.search = new URLSearchParams(new FormData(form)).toString();
    load(url.toString(), true);
  });

  window.addEventListener("popstate", function () {
    if (area()) load(location.href, false);
  });

  document.addEventListener("keydown", function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    var t = e.target;
    if (t && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(t.tagName))) return;
    var key = e.key === "Escape" ? "Escape" : e.key.toLowerCase();
    if (!/^[a-z0-9]$|^Escape$/.test(key)) return;
    var found = document.querySelector('[data-key="' + key + '"]');
    if (!found) return;
    e.preventDefault();
    found.click();
  });
})();
