import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { syncSessionsAcrossTabs } from '@/stores/session';
import { watchFirstLogin } from '@/features/tour/first-login';
import { i18nReady } from '@/i18n/i18n';
import '@/styles.css';

// English is bundled (ready at once); another language's common catalogue is fetched before the first
// render replaces the static splash, so no screen shows keys or flashes English.
await i18nReady;

captureInstallPrompt();
syncSessionsAcrossTabs();
watchFirstLogin();

const root = document.getElementById('root');
if (!root) throw new Error('BidXI: #root element missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);
