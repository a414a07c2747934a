// The goldfish page's keyboard shortcuts: a key clicks the visible element carrying data-key="<key>" (listed on the
// page). Kept in a static file: the Content-Security-Policy forbids inline scripts and event handlers.
document.addEventListener("keydown", function (e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  var t = e.target;
  if (t && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(t.tagName))) return;
  var key = e.key === "Escape" ? "Escape" : e.key.toLowerCase();
  var found = document.querySelector('[data-key="' + (key === '"' ? "" : key) + '"]');
  if (!found) return;
  e.preventDefault();
  found.click();
});
