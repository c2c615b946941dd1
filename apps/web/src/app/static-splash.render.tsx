/**
 * Build time only (run by vite-plugins/static-splash.ts, never bundled): the splash screen as static
 * HTML, the same component the app renders, so the two cannot drift apart. No entrance animations: an
 * element that starts transparent does not count as painted, which would defer the page's LCP to the
 * app's own copy.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SplashScreen } from '@/app/routes/splash';

export function renderStaticSplash(): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <SplashScreen animate={false} />
    </MemoryRouter>,
  );
}
