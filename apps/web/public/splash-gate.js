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
    // The copy's buttons do nothing until the app has started (src/main.tsx waits for this copy to
    // paint first). A tap on one meanwhile is remembered by its label, and the app's splash presses
    // the same button when it takes over (takeStaticSplashPress in src/app/static-splash.ts).
    document.addEventListener(
      'click',
      function (event) {
        var copy = document.getElementById('static-splash');
        var target = event.target;
        var button = target && target.closest ? target.closest('button') : null;
        if (!copy || !button || !copy.contains(button)) return;
        document.documentElement.setAttribute(
          'data-static-splash-press',
          button.textContent.trim(),
        );
      },
      true,
    );
  } catch {
    // Storage blocked or unreadable: let the app render the page itself.
  }
})();
