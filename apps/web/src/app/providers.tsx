import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { LoadDetailsProvider } from '../lib/load-details-slot.tsx';
import { TOAST_CONTAINER_PROPS } from '../lib/notify.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session-context.tsx';

// Loaded when a screen first opens a post's details.
const LoadDetailsModal = lazy(() => import('../features/loads/details/load-details-modal.tsx'));

/** Server state, the session, the toasts and the post-details modal other features open; the router sits inside. */
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
        <LoadDetailsProvider value={LoadDetailsModal}>
          {children}
          <ToastContainer {...TOAST_CONTAINER_PROPS} />
        </LoadDetailsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
