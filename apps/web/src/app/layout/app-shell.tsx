import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useSessionWatcher } from '@/features/accounts/hooks/use-session-watcher';
import { AppHeader } from '@/app/layout/app-header';
import { SideMenu } from '@/app/layout/side-menu';
import { TourHost } from '@/features/tour/components/tour-host';
import { WalletLive } from '@/features/wallet/components/wallet-live';

/**
 * The signed-in frame: the shared header, the side menu and the page in the 480 px column, and the
 * live wallet channel (a toast and fresh wallet data when money moves, issue 18 §4).
 */
export function AppShell() {
  useSessionWatcher();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-dvh max-w-app flex-col bg-surface px-safe sm:border-x sm:border-line">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold-500 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <AppHeader onOpenMenu={() => setMenuOpen(true)} isMenuOpen={isMenuOpen} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col pb-safe-4 focus:outline-none">
        <Outlet />
      </main>
      <SideMenu isOpen={isMenuOpen} onClose={() => setMenuOpen(false)} />
      <TourHost />
      <WalletLive />
    </div>
  );
}
