import { NOTIFICATION_MESSAGES, type NotificationListAnswer, UNREAD_POLL_MS } from '@loadboard/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedQuery } from '../../components/list/paged-query.ts';
import { api } from '../../lib/api-client.ts';
import { useFreshQuery } from '../../lib/fresh-query.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session-context.tsx';
import type { NotificationFilters } from './filters.ts';
import { notificationQuery } from './logic.ts';
import { NOTIFICATIONS_KEY, unreadCountQuery } from './unread-count-query.ts';

export const NOTIFICATION_LIST_KEY = [NOTIFICATIONS_KEY, 'list'] as const;

/** GET /api/notifications: 10 a page, filtered by read state and type. */
export function useNotifications(filters: NotificationFilters, page: number) {
  return usePagedQuery<NotificationFilters, NotificationListAnswer>(filters, page, {
    key: NOTIFICATION_LIST_KEY,
    path: '/notifications',
    failure: NOTIFICATION_MESSAGES.fetchFailed,
    params: notificationQuery,
  });
}

/** How many notifications the bell's panel lists: the latest. */
export const PANEL_SIZE = 8;

/**
 * GET /api/notifications?limit=8: the bell's panel, newest first, asked for each time it opens
 * (`open`) and, open, again whenever the unread count changes (use-unread-count.ts refreshes every
 * list).
 */
export function useLatestNotifications(open: boolean) {
  return useFreshQuery<NotificationListAnswer>({
    key: [...NOTIFICATION_LIST_KEY, 'latest'],
    path: '/notifications',
    query: { limit: PANEL_SIZE },
    failure: NOTIFICATION_MESSAGES.fetchFailed,
    enabled: open,
  });
}

/**
 * GET /api/notifications/unread-count, polled every 60 s (spec 9). The stream (use-unread-count.ts)
 * writes into the same cache entry, so every reader sees the live count.
 */
export function useUnreadCountQuery() {
  const { token } = useSession();
  return useQuery({
    ...unreadCountQuery,
    enabled: Boolean(token),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
}

/** PUT /api/notifications/:id/read; a failure is toasted. */
export function useMarkRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: number) => api.put<unknown>(`/notifications/${id}/read`),
    onError: (error) => notifyError(error, NOTIFICATION_MESSAGES.markReadFailed),
    onSettled: () => invalidate(),
  });
}

/** PUT /api/notifications/mark-all-read; says it is done, or toasts the failure. */
export function useMarkAllRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () => api.put<unknown>('/notifications/mark-all-read'),
    onSuccess: (answer) => notifySuccess(answer.message || NOTIFICATION_MESSAGES.allMarkedRead),
    onError: (error) => notifyError(error, NOTIFICATION_MESSAGES.markAllReadFailed),
    onSettled: () => invalidate(),
  });
}
