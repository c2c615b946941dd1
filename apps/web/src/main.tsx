/**
 * The entry: the stylesheet (so the pre-rendered splash in index.html is styled before any script
 * runs) and a small loader. Where the splash is on screen, the app's modules are fetched and run only
 * once the browser has painted it, so `/` shows its content without waiting for ~130 KB of
 * JavaScript; elsewhere the app starts at once. See src/app/static-splash.ts.
 */
import { isStaticSplashShowing } from '@/app/static-splash';
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

if (isStaticSplashShowing()) await afterNextPaint();
await import('@/app/boot');
