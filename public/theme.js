// Applies the saved or system theme before first paint (external file: the CSP forbids inline scripts).
(function () {
  var saved = null;
  try {
    saved = localStorage.getItem('cc.theme');
  } catch {
    // Storage blocked: follow the system.
  }
  var dark = saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
