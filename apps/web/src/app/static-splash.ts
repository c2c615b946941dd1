/**
 * The splash pre-rendered into index.html at build time (vite-plugins/static-splash.ts) paints before
 * any script has loaded. public/splash-gate.js shows it (class on <html>, #root hidden meanwhile) only
 * where the app itself would show the splash: on `/` with no stored session. The React splash takes
 * over by removing it before its first paint.
 */
export const STATIC_SPLASH_ID = 'static-splash';
export const STATIC_SPLASH_CLASS = 'has-static-splash';

/** True while the pre-rendered splash is on screen (always false outside a browser). */
export function isStaticSplashShowing(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.classList.contains(STATIC_SPLASH_CLASS)
  );
}

/** Removes the pre-rendered splash and shows #root; harmless when there is none. */
export function removeStaticSplash(): void {
  document.getElementById(STATIC_SPLASH_ID)?.remove();
  document.documentElement.classList.remove(STATIC_SPLASH_CLASS);
}
