/**
 * The entry: the stylesheet (so the pre-rendered splash in index.html is styled before any script
 * runs) and a small loader. Where the splash is on screen, the app's modules are fetched and run only
 * once the browser has painted it, so `/` shows its content without waiting for ~130 KB of
 * JavaScript; elsewhere the app starts at once. See src/app/static-splash.ts.
 */
import { isStaticSplashShowing } from '@/app/static-splash';
import '@/styles.css';

/** Resolves after the next frame has been painted (or after 100 ms where frames are paused). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

if (isStaticSplashShowing()) await afterNextPaint();
await import('@/app/boot');
