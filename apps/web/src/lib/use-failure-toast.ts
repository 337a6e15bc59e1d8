import { useEffect } from 'react';
import { notifyError } from './notify.ts';

/** Toasts a query's failure once per failure (queries have no onError in TanStack Query 5). */
export function useFailureToast(error: unknown, fallback: string) {
  useEffect(() => {
    if (error) notifyError(error, fallback);
  }, [error, fallback]);
}
