// The print button of a server-rendered public page (a shared CV, a profile, a letter): hidden in
// the HTML, shown and wired here, so without script there is no button that does nothing.
for (const button of document.querySelectorAll('[data-print-island]')) {
  button.style.display = '';
  button.addEventListener('click', () => window.print());
}
