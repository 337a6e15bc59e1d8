import { TOAST_AUTO_CLOSE_MS } from '@loadboard/contracts';
import { type ToastContainerProps, toast } from 'react-toastify';
import { ApiError } from './api-client.ts';

/** Spec 9: top-right, 5 s auto-close, light theme. */
export const TOAST_CONTAINER_PROPS = {
  position: 'top-right',
  autoClose: TOAST_AUTO_CLOSE_MS,
  theme: 'light',
  newestOnTop: true,
} satisfies ToastContainerProps;

/**
 * The sentences a failure shows: each entry of the server's `errors` array when there is one
 * (registration), else the server's message, else the catalogue's message, else the fallback.
 */
export function errorMessages(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError) {
    const errors = (error.errors ?? []).filter((entry) => entry.trim().length > 0);
    if (errors.length > 0) return [...new Set(errors)];
    return [error.serverMessage || error.message || fallback];
  }
  return [fallback];
}

export function notifyError(error: unknown, fallback: string): void {
  // A caller that cancelled its own request has nothing to report.
  if (error instanceof ApiError && error.kind === 'aborted') return;
  for (const message of errorMessages(error, fallback)) {
    // The id folds identical sentences (several calls failing at once) into one toast.
    toast.error(message, { toastId: `error:${message}` });
  }
}

export function notifySuccess(message: string): void {
  toast.success(message, { toastId: `success:${message}` });
}
