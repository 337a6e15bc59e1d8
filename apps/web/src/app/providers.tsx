import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_CONTAINER_PROPS } from '../lib/notify.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session-context.tsx';

/** Server state, the session and the toasts; the router sits inside. */
export function Providers({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: typeof appQueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <ToastContainer {...TOAST_CONTAINER_PROPS} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
