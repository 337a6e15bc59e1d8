import {
  type BoardSort,
  IMPORT_SAMPLE_FILENAME,
  type ImportResult,
  LOAD_MESSAGES,
  type LoadAnalytics,
  type LoadHousekeepingResult,
  type LoadListAnswer,
  type LoadSearchHit,
  type LoadStatus,
  type LoadType,
  type LoadView,
  PAGE_SIZE,
  type ReportAnswer,
  type ReportBody,
} from '@loadboard/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, saveBlob } from '../../lib/api-client.ts';
import { notifyError } from '../../lib/notify.ts';
import { CONTACTS_KEY, DASHBOARD_KEY, LOADS_KEY, REQUESTS_KEY } from '../../lib/query-keys.ts';
import { useFailureToast } from '../../lib/use-failure-toast.ts';
import { useRefetch } from '../../lib/use-refetch.ts';

export interface LoadFilters {
  origin?: string;
  destination?: string;
  startDate?: string;
  endDate?: string;
  status?: LoadStatus | '';
  type?: LoadType | '';
}

/** The filters as query parameters: blanks left out. */
export function filterQuery(filters: LoadFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim() !== '') query[key] = value.trim();
  }
  return query;
}

/** One page of posts from a list endpoint, in an order when the list has them, kept on screen while the next page loads. */
function useLoadList(
  scope: 'mine' | 'board',
  path: string,
  filters: LoadFilters,
  page: number,
  sort?: BoardSort,
) {
  const order = sort ? { sort } : {};
  const query = useQuery({
    queryKey: [LOADS_KEY, scope, filterQuery(filters), order, page],
    queryFn: async ({ signal }) =>
      (
        await api.get<LoadListAnswer>(path, {
          query: { ...filterQuery(filters), ...order, page, limit: PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
  useFailureToast(query.error, LOAD_MESSAGES.fetchFailed);
  return query;
}

/** GET /api/loads/view-loads: the user's own posts (an admin's: every post), 10 a page. */
export const useMyLoads = (filters: LoadFilters, page: number) =>
  useLoadList('mine', '/loads/view-loads', filters, page);

/** GET /api/loads/all-loads: the board (ACTIVE posts of everyone unless a status is asked), in the order asked. */
export const useAllLoads = (filters: LoadFilters, page: number, sort: BoardSort) =>
  useLoadList('board', '/loads/all-loads', filters, page, sort);

/** GET /api/loads/analytics with the board's filters. */
export function useLoadAnalytics(filters: LoadFilters) {
  const { status: _status, ...rest } = filters;
  const query = useQuery({
    queryKey: [LOADS_KEY, 'analytics', filterQuery(rest)],
    queryFn: async ({ signal }) =>
      (await api.get<LoadAnalytics>('/loads/analytics', { query: filterQuery(rest), signal })).data,
    placeholderData: keepPreviousData,
  });
  useFailureToast(query.error, LOAD_MESSAGES.analyticsFailed);
  return query;
}

/** GET /api/loads/search?location=…: the header search (a plain array of hits). */
export async function searchLoads(location: string, signal?: AbortSignal): Promise<LoadSearchHit[]> {
  const { data } = await api.get<LoadSearchHit[]>('/loads/search', {
    query: { location, limit: 10 },
    ...(signal ? { signal } : {}),
  });
  return Array.isArray(data) ? data : [];
}

/** After any change, every list, count and detail of posts refetches. */
const useInvalidateLoads = () => useRefetch(LOADS_KEY);

export type PostBody = Record<string, unknown>;

/** POST /api/loads (a SUPER_ADMIN adds `postAs`). */
export function useCreateLoad() {
  const invalidate = useInvalidateLoads();
  return useMutation({
    mutationFn: (body: PostBody) => api.post<LoadView>('/loads', body),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/loads/:id with the full form of the post's type (only while ACTIVE). */
export function useUpdateLoad() {
  const invalidate = useInvalidateLoads();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PostBody }) => api.put<LoadView>(`/loads/${id}`, body),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteLoad() {
  const invalidate = useInvalidateLoads();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/loads/${id}`),
    onSuccess: () => invalidate(),
  });
}

/**
 * POST /api/loads/:id/refresh: the owner says the post is still meant; it answers the post as it is
 * now, and every list refetches (it tops the board's newest).
 */
export function useRefreshLoad() {
  const refetch = useRefetch(LOADS_KEY, DASHBOARD_KEY);
  return useMutation({
    mutationFn: (id: number) => api.post<LoadView>(`/loads/${id}/refresh`),
    onSuccess: () => refetch(),
  });
}

/** POST /api/loads/:id/request {proposedRate, message}. */
export function useRequestLoad() {
  // The requester's own dashboard and contacts change too; no notification tells this tab so.
  const refetch = useRefetch(LOADS_KEY, DASHBOARD_KEY, CONTACTS_KEY);
  return useMutation({
    mutationFn: ({ id, proposedRate, message }: { id: number; proposedRate: number; message: string }) =>
      api.post<unknown>(`/loads/${id}/request`, { proposedRate, message }),
    onSuccess: () => {
      void refetch();
    },
  });
}

/**
 * POST /api/loads/:id/book: takes the post at once at its Book Now rate. Booked or refused (taken a
 * moment earlier), the post has changed, so every list, count and request the request flow refreshes
 * refetches, the requester's own requests too.
 */
export function useBookLoad() {
  const refetch = useRefetch(LOADS_KEY, REQUESTS_KEY, DASHBOARD_KEY, CONTACTS_KEY);
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`/loads/${id}/book`),
    onSettled: () => refetch(),
  });
}

/** Imports are checked row by row on the server; a big file takes a moment. */
const IMPORT_TIMEOUT_MS = 120_000;

/** POST /api/loads/import, multipart field `file`. */
export function useImportLoads() {
  const invalidate = useInvalidateLoads();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<ImportResult>('/loads/import', form, { timeoutMs: IMPORT_TIMEOUT_MS });
    },
    onSuccess: () => invalidate(),
  });
}

/** GET /api/loads/download-sample, offered to the user as sample-loads.csv. */
export function useDownloadSample() {
  return useMutation({
    mutationFn: async () => {
      const { blob } = await api.download('/loads/download-sample');
      saveBlob(blob, IMPORT_SAMPLE_FILENAME);
    },
    onError: (error) => notifyError(error, LOAD_MESSAGES.sampleFailed),
  });
}

/** GET /api/loads/update-loads (SUPER_ADMIN): expire old posts and fill missing coordinates now. */
export function useUpdateLoads() {
  const invalidate = useInvalidateLoads();
  return useMutation({
    mutationFn: () => api.get<LoadHousekeepingResult>('/loads/update-loads', { timeoutMs: 120_000 }),
    onSuccess: () => invalidate(),
  });
}

/** POST /api/loads/:id/report: a member reports a post; the board may change when it leaves it. */
export function useReportLoad() {
  const invalidate = useInvalidateLoads();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & ReportBody) =>
      api.post<ReportAnswer>(`/loads/${id}/report`, body),
    onSuccess: () => invalidate(),
  });
}
