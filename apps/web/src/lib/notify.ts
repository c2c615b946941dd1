// Toasts with the spec's durations (2 s success, 4 s error); every toast in the app goes through here.
// An `id` lets a later toast replace an earlier one (e.g. 'Placing your bid...' → the outcome).
// sonner is not part of the first download: the first toast (or the lazily mounted toaster) loads it,
// and toasts asked for before it arrives are shown in order once it has (the Toaster replays toasts
// created before it mounted).
import type { toast as sonnerToast } from 'sonner';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@bidxi/protocol';

type Toast = typeof sonnerToast;

let loadedToast: Toast | null = null;
let loading: Promise<Toast> | null = null;

/** Loads sonner's `toast` once; later calls share the same promise. */
export function loadToast(): Promise<Toast> {
  loading ??= import('sonner').then(({ toast }) => (loadedToast = toast));
  return loading;
}

/** Shows at once when sonner is loaded, else right after it loads (calls keep their order). */
function show(render: (toast: Toast) => unknown): void {
  if (loadedToast) render(loadedToast);
  else void loadToast().then(render);
}

export const notify = {
  success: (message: string, id?: string) =>
    show((toast) => toast.success(message, { duration: TOAST_SUCCESS_MS, ...(id ? { id } : {}) })),
  error: (message: string, id?: string) =>
    show((toast) => toast.error(message, { duration: TOAST_ERROR_MS, ...(id ? { id } : {}) })),
  /** A success with a title line, e.g. 'Phone verification' + 'Phone number verified successfully'. */
  successWithTitle: (title: string, description: string) =>
    show((toast) => toast.success(title, { description, duration: TOAST_SUCCESS_MS })),
  info: (message: string) => show((toast) => toast(message, { duration: TOAST_ERROR_MS })),
  warning: (message: string, id?: string) =>
    show((toast) => toast.warning(message, { duration: TOAST_ERROR_MS, ...(id ? { id } : {}) })),
  /** A pending action; replace it by calling success/error with the same id. */
  loading: (message: string, id: string) => show((toast) => toast.loading(message, { id })),
};
