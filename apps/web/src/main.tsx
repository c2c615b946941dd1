/**
 * The entry: the stylesheet (so the pre-rendered splash in index.html is styled before any script
 * runs) and a small loader. Where the splash is on screen, the app's modules are fetched and run only
 * once the browser has painted it, so `/` shows its content without waiting for ~130 KB of
 * JavaScript; elsewhere the app starts at once. See src/app/static-splash.ts.
 */
import { isStaticSplashShowing, removeStaticSplash } from '@/app/static-splash';
import '@/styles.css';

/**
 * Resolves once a frame has been painted: the second animation frame callback runs in the frame after
 * the one the first was in, so the first has been rendered by then. 100 ms at most (a hidden tab has no
 * frames).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}

/**
 * The app's code could not be fetched (offline before it was ever cached, or a release replaced it
 * mid-load): say so in #root with a way to try again, rather than leave a blank page. English, as the
 * page's <noscript> text: the language catalogues are part of what failed to load.
 */
function showStartFailure(): void {
  removeStaticSplash();
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className =
    'mx-auto flex min-h-dvh max-w-app flex-col items-center justify-center gap-4 p-6 text-center';
  const text = document.createElement('p');
  text.textContent = 'BidXI could not load. Check your connection and try again.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Try again';
  retry.className = 'min-h-11 rounded-full bg-gold-400 px-6 font-semibold text-night-950';
  retry.addEventListener('click', () => location.reload());
  box.append(text, retry);
  root.replaceChildren(box);
}

if (isStaticSplashShowing()) await afterNextPaint();
try {
  await import('@/app/boot');
} catch (error) {
  showStartFailure();
  throw error;
}
