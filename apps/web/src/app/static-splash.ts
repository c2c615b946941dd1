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

const PRESS_ATTRIBUTE = 'data-static-splash-press';

/**
 * The label of the pre-rendered splash's button the visitor tapped before the app had started (the
 * copy's buttons are inert: public/splash-gate.js notes the tap), if any; reading it clears it.
 */
export function takeStaticSplashPress(): string | undefined {
  const root = document.documentElement;
  const label = root.getAttribute(PRESS_ATTRIBUTE) ?? undefined;
  root.removeAttribute(PRESS_ATTRIBUTE);
  return label;
}

/** Removes the pre-rendered splash and shows #root; harmless when there is none. */
export function removeStaticSplash(): void {
  document.getElementById(STATIC_SPLASH_ID)?.remove();
  document.documentElement.classList.remove(STATIC_SPLASH_CLASS);
}
