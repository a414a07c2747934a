// Behaviour for every page, kept out of the HTML so that the Content-Security-Policy can forbid inline scripts.
// [data-copy="id"] copies the text of element #id; <form data-confirm="question"> asks before submitting.
// A card picture that fails to load (CARD_IMAGE_URL has no picture of that card) leaves the drawn tile beneath it.
function dropBrokenCardArt(img) { if (img.matches && img.matches(".card-art img")) img.remove(); }
document.addEventListener("error", function (e) { dropBrokenCardArt(e.target); }, true);
document.querySelectorAll(".card-art img").forEach(function (img) {
  if (img.complete && img.naturalWidth === 0) dropBrokenCardArt(img);
});
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
