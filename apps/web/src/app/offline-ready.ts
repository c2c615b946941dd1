import { t } from '@/i18n/i18n';
import { notify } from '@/lib/notify';

/** Set once the "ready to work offline" toast has been shown on this device. */
export const OFFLINE_READY_KEY = 'bidxi-offline-ready-shown';

/**
 * "BidXI is ready to work offline", once per device: the service worker can report it again (a new
 * version, several tabs), and it stacked three times. The toast id folds repeats
 * within a page into one toast.
 */
export function announceOfflineReady(): void {
  try {
    if (localStorage.getItem(OFFLINE_READY_KEY)) return;
    localStorage.setItem(OFFLINE_READY_KEY, '1');
  } catch {
    // No storage (private mode): the toast id still keeps it to one per page.
  }
  notify.success(t('pwa.offlineReady'), 'offline-ready');
}
