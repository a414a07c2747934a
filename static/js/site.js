// Behaviour for every page, kept out of the HTML so that the Content-Security-Policy can forbid inline scripts.
// [data-copy="id"] copies the text of element #id; <form data-confirm="question"> asks before submitting.
document.addEventListener("click", function (e) {
  var b = e.target.closest("[data-copy]");
  if (!b) return;
  var t = document.getElementById(b.dataset.copy);
  t.select();
  (navigator.clipboard ? navigator.clipboard.writeText(t.value) : Promise.resolve(document.execCommand("copy")))
    .then(function () { b.textContent = "✓"; });
});
document.addEventListener("submit", function (e) {
  var form = e.target.closest("form[data-confirm]");
  if (form && !window.confirm(form.dataset.confirm)) e.preventDefault();
});
