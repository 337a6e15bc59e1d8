import type { LoadRequestsAnswer, LoadRequestView } from '@loadboard/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { CONTACTS_KEY, DASHBOARD_KEY, LOADS_KEY, REQUESTS_KEY } from '../../lib/query-keys.ts';
import { type Decision, decisionBody } from './decision.ts';

/** Every cached list of requests lives under this key. */

/** GET /api/loads/:id/requests: the requests on one post (its owner or an admin only; 403 otherwise). */
export function useLoadRequests(loadId: number | null) {
  return useQuery({
    queryKey: [REQUESTS_KEY, 'load', loadId],
    queryFn: async ({ signal }) =>
      (await api.get<LoadRequestsAnswer>(`/loads/${loadId}/requests`, { signal })).data.requests,
    enabled: loadId !== null,
  });
}

export interface DecideVariables {
  request: LoadRequestView;
  decision: Decision;
}

/**
 * PATCH /api/requests/:id/status. Accepting assigns the load and rejects the other pending requests,
 * so afterwards (whether it worked or was refused as already decided) the requests, the post, the
 * dashboards and the contacts refetch.
 */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, decision }: DecideVariables) =>
      api.patch<LoadRequestView | undefined>(`/requests/${request.id}/status`, decisionBody(decision)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [LOADS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY] }),
        queryClient.invalidateQueries({ queryKey: [CONTACTS_KEY] }),
      ]),
  });
}
