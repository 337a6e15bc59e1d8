import { UNREAD_POLL_MS, type UnreadCountAnswer } from '@loadboard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Every cached answer about notifications lives under this key. */
export const NOTIFICATIONS_KEY = 'notifications';
export const UNREAD_COUNT_KEY = [NOTIFICATIONS_KEY, 'unread-count'] as const;

/**
 * GET /api/notifications/unread-count. Apart from the list's code: entering a signed-in screen asks
 * for it before the shell's code has come.
 */
export const unreadCountQuery = queryOptions({
  queryKey: UNREAD_COUNT_KEY,
  queryFn: async ({ signal }) =>
    (await api.get<UnreadCountAnswer>('/notifications/unread-count', { signal })).data.count,
  staleTime: UNREAD_POLL_MS,
});
