import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/button';
import { announceOfflineReady } from '@/app/offline-ready';

const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker. With autoUpdate the new version installs by itself; instead of
 * reloading under the user's thumb (mid-bid), we say so and let them reload.
 */
export function PwaStatus() {
  const [hasUpdate, setHasUpdate] = useState(false);
  const { t } = useTranslation();
  useRegisterSW({
    onNeedReload: () => setHasUpdate(true),
    onOfflineReady: announceOfflineReady,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // Long-lived tabs (an evening of auctions) still hear about new versions.
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });

  if (!hasUpdate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-app px-4 pb-safe-4 motion-safe:animate-slide-up"
    >
      <div className="theme-dark flex items-center gap-3 rounded-2xl bg-night-900 p-3 pl-4 text-white shadow-raised">
        <p className="flex-1 text-sm font-semibold">{t('pwa.newVersion')}</p>
        <Button
          size="sm"
          onClick={() => window.location.reload()}
          icon={<RefreshCw aria-hidden className="size-4" />}
        >
          {t('actions.reload')}
        </Button>
        <button
          type="button"
          onClick={() => setHasUpdate(false)}
          className="min-h-11 rounded-lg px-2 text-sm text-night-200 hover:text-white"
        >
          {t('actions.later')}
        </button>
      </div>
    </div>
  );
}
