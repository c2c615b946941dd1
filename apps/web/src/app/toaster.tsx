import { Toaster } from 'sonner';

/**
 * Below the app's 56 px header (and the notch), so a toast never covers the back arrow, the menu or
 * the room's header.
 */
export const TOAST_TOP = 'calc(env(safe-area-inset-top, 0px) + 64px)';

/** Toasts at the top, under the header; durations are set per toast by lib/notify. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      visibleToasts={3}
      offset={{ top: TOAST_TOP }}
      mobileOffset={{ top: TOAST_TOP }}
    />
  );
}
