import {
  LOAD_MESSAGES,
  type LoadRequestsAnswer,
  type LoadRequestView,
  type MyRequestsAnswer,
  PAGE_SIZE,
  type RequestDecision,
  type RequestStatus,
} from '@loadboard/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { CONTACTS_KEY, DASHBOARD_KEY, LOADS_KEY, REQUESTS_KEY } from '../../lib/query-keys.ts';
import { useFailureToast } from '../../lib/use-failure-toast.ts';
import { useRefetch } from '../../lib/use-refetch.ts';

/** GET /api/loads/:id/requests: the requests on one post (its owner or an admin only; 403 otherwise). */
export function useLoadRequests(loadId: number | null) {
  return useQuery({
    queryKey: [REQUESTS_KEY, 'load', loadId],
    queryFn: async ({ signal }) =>
      (await api.get<LoadRequestsAnswer>(`/loads/${loadId}/requests`, { signal })).data.requests,
    enabled: loadId !== null,
  });
}

/** GET /api/requests/mine: the caller's own requests, 10 a page, of one state or all. */
export function useMyRequests(status: RequestStatus | undefined, page: number) {
  const query = useQuery({
    queryKey: [REQUESTS_KEY, 'mine', status ?? '', page],
    queryFn: async ({ signal }) =>
      (
        await api.get<MyRequestsAnswer>('/requests/mine', {
          query: { page, limit: PAGE_SIZE, ...(status ? { status } : {}) },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
  useFailureToast(query.error, LOAD_MESSAGES.fetchRequestsFailed);
  return query;
}

/**
 * A deal may have been made or undone: the requests, the posts, the dashboards and the contacts
 * refetch, whether the change worked or was refused as already decided.
 */
const useRefetchDeals = () => useRefetch(REQUESTS_KEY, LOADS_KEY, DASHBOARD_KEY, CONTACTS_KEY);

export interface DecideVariables {
  requestId: number;
  status: RequestDecision;
  /** The owner's answer sends the spec's sentence; the requester's leaves it to the server. */
  responseMessage?: string;
}

/**
 * PATCH /api/requests/:id/status: the owner accepts or rejects; the requester accepts or declines a
 * counter, or withdraws. An accept assigns the post and rejects its other open requests.
 */
export function useDecideRequest() {
  const refetch = useRefetchDeals();
  return useMutation({
    mutationFn: ({ requestId, ...body }: DecideVariables) =>
      api.patch<LoadRequestView | undefined>(`/requests/${requestId}/status`, body),
    onSettled: refetch,
  });
}

export interface CounterVariables {
  requestId: number;
  rate: number;
  message?: string | undefined;
}

/** POST /api/requests/:id/counter: the owner's new number, which replaces the last. */
export function useCounterRequest() {
  const refetch = useRefetchDeals();
  return useMutation({
    mutationFn: ({ requestId, ...body }: CounterVariables) =>
      api.post<LoadRequestView>(`/requests/${requestId}/counter`, body),
    onSettled: refetch,
  });
}
