import { Toaster } from 'sonner';

/** Toasts at the top, below the notch; durations are set per toast by lib/notify. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      offset={{ top: 'calc(env(safe-area-inset-top, 0px) + 12px)' }}
      mobileOffset={{ top: 'calc(env(safe-area-inset-top, 0px) + 12px)' }}
    />
  );
}
