import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Client errors (4xx) are answers, not hiccups: only transport failures and 5xx are retried once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError) {
    if (error.kind === 'aborted' || error.kind === 'setup') return false;
    if (error.status !== null && error.status < 500) return false;
  }
  return true;
}

/** The longest wait before the retry, whatever a server asks. */
const RETRY_DELAY_MAX_MS = 30_000;

/** A busy server (503) says when to come back: then, else TanStack's own doubling delay. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, RETRY_DELAY_MAX_MS);
  }
  return Math.min(1000 * 2 ** failureCount, RETRY_DELAY_MAX_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
