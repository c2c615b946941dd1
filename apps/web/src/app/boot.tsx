/**
 * Starts the app: the language, the session listeners and the router, rendered into #root. Loaded by
 * src/main.tsx (the entry) once the pre-rendered splash, if any, has painted.
 */
import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { syncSessionsAcrossTabs } from '@/stores/session';
import { watchFirstLogin } from '@/features/tour/first-login';
import { i18nReady } from '@/i18n/i18n';

// English is bundled (ready at once); another language's common catalogue is fetched before the first
// render replaces the static splash, so no screen shows keys or flashes English.
await i18nReady;

captureInstallPrompt();
syncSessionsAcrossTabs();
watchFirstLogin();

const root = document.getElementById('root');
if (!root) throw new Error('BidXI: #root element missing from index.html');

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that would hold up input and paint on a slow phone.
// Nothing is on screen yet (or only the pre-rendered splash), so there is nothing to keep showing.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
});
