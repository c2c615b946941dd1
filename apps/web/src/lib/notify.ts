// Toasts with the spec's durations (2 s success, 4 s error); every toast in the app goes through here.
// An `id` lets a later toast replace an earlier one (e.g. 'Placing your bid...' → the outcome).
import { toast } from 'sonner';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@bidxi/protocol';

export const notify = {
  success: (message: string, id?: string) =>
    toast.success(message, { duration: TOAST_SUCCESS_MS, ...(id ? { id } : {}) }),
  error: (message: string, id?: string) =>
    toast.error(message, { duration: TOAST_ERROR_MS, ...(id ? { id } : {}) }),
  /** A success with a title line, e.g. 'Phone verification' + 'Phone number verified successfully'. */
  successWithTitle: (title: string, description: string) =>
    toast.success(title, { description, duration: TOAST_SUCCESS_MS }),
  info: (message: string) => toast(message, { duration: TOAST_ERROR_MS }),
  warning: (message: string, id?: string) =>
    toast.warning(message, { duration: TOAST_ERROR_MS, ...(id ? { id } : {}) }),
  /** A pending action; replace it by calling success/error with the same id. */
  loading: (message: string, id: string) => toast.loading(message, { id }),
};
