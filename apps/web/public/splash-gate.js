// Runs before the first paint (a classic script in <head>): shows the splash pre-rendered into
// index.html only where the app would show the splash itself, i.e. on `/` with no stored session
// (see src/app/static-splash.ts; the key and shape are those of src/stores/session.ts). The copy is
// in English: a visitor who chose Hindi (src/i18n/languages.ts) waits for the app's own splash.
/* global document, location */
(function () {
  try {
    if (location.pathname !== '/') return;
    var stored = JSON.parse(localStorage.getItem('bidxi-session') || 'null');
    if (stored && stored.state && stored.state.token) return;
    if (localStorage.getItem('bidxi-language') === 'hi') return;
    document.documentElement.classList.add('has-static-splash');
  } catch {
    // Storage blocked or unreadable: let the app render the page itself.
  }
})();
