import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { LiveRegions } from '../components/live-regions.tsx';
import { Toasts } from '../components/toasts.tsx';
import { AlertMeProvider } from '../lib/alert-me-slot.tsx';
import { LoadDetailsProvider } from '../lib/load-details-slot.tsx';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session-context.tsx';

// Loaded when a screen first opens a post's details.
const LoadDetailsModal = lazy(() => import('../features/loads/details/load-details-modal.tsx'));
// Loaded when the board or the header search first offers 'Alert me about loads like this'.
const AlertMeButton = lazy(() => import('../features/settings/alert-me-button.tsx'));

/**
 * Server state, the session, the toasts and live regions (what a screen reader is told), and what
 * features open of each other (a post's details, 'Alert me about loads like this'); the router sits
 * inside.
 */
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
          <AlertMeProvider value={AlertMeButton}>
            {children}
            <Toasts />
            <LiveRegions />
          </AlertMeProvider>
        </LoadDetailsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
