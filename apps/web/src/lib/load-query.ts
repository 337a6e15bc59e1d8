import type { LoadView } from '@loadboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { LOADS_KEY } from './query-keys.ts';

/**
 * GET /api/loads/:id: the one read of a post that several features share (details, View Requests,
 * notifications), seeded with what a list already knows so a modal opens at once.
 */
export function useLoad(id: number | null, initial?: LoadView) {
  return useQuery({
    queryKey: [LOADS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await api.get<LoadView>(`/loads/${id}`, { signal })).data,
    enabled: id !== null,
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
  });
}
