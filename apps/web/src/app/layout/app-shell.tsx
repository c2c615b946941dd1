import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { clsx } from 'clsx';
import { Outlet, useMatches } from 'react-router';
import { useLanguageSync } from '@/features/accounts/hooks/use-language-sync';
import { useSessionWatcher } from '@/features/accounts/hooks/use-session-watcher';
import { AppHeader } from '@/app/layout/app-header';
import { SideMenu } from '@/app/layout/side-menu';
import { AgeGate, SelfExclusionStrip } from '@/features/profile/components/responsible-gaming-gate';
import { TourHost } from '@/features/tour/components/tour-host';
import { WalletLive } from '@/features/wallet/components/wallet-live';

/**
 * Route `handle` option, from 1024 px: `layout: 'wide'` gives a screen with a desktop
 * layout of its own up to 72 rem, `'medium'` a one-column screen 48 rem; the others stay in the
 * 480 px column.
 */
export interface ShellHandle {
  layout?: 'wide' | 'medium';
}

const FRAME_WIDTH = { wide: 'lg:max-w-6xl', medium: 'lg:max-w-3xl' } as const;

/**
 * The signed-in frame: the shared header, the side menu and the page in the 480 px column (wider on
 * a desktop for screens laid out for it), and the live wallet channel (a toast and fresh wallet data
 * when money moves).
 */
export function AppShell() {
  useSessionWatcher();
  useLanguageSync();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const layout = (useMatches().at(-1)?.handle as ShellHandle | undefined)?.layout;
  const { t } = useTranslation();
  return (
    <div
      className={clsx(
        'mx-auto flex min-h-dvh w-full max-w-app flex-col bg-surface px-safe sm:border-x sm:border-line',
        layout && FRAME_WIDTH[layout],
      )}
      data-layout={layout ?? 'column'}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold-500 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <AppHeader onOpenMenu={() => setMenuOpen(true)} isMenuOpen={isMenuOpen} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col pb-safe-4 focus:outline-none">
        <SelfExclusionStrip />
        <Outlet />
      </main>
      <SideMenu isOpen={isMenuOpen} onClose={() => setMenuOpen(false)} />
      <TourHost />
      <WalletLive />
      <AgeGate />
    </div>
  );
}
