import { NOTIFICATION_STREAM } from '@loadboard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../lib/announce.ts';
import { API_BASE } from '../../lib/api-client.ts';
import { CONTACTS_KEY, DASHBOARD_KEY, LOADS_KEY, REQUESTS_KEY } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session-context.tsx';
import { NOTIFICATION_LIST_KEY, useUnreadCountQuery } from './api.ts';
import { nextUnread, parseUnreadEvent, UNREAD_EVENT, type UnreadState } from './logic.ts';
import { UNREAD_COUNT_KEY } from './unread-count-query.ts';

/** After the server refuses the stream outright (EventSource gives up), try again this much later. */
export const STREAM_REOPEN_MS = 30_000;

/** The live stream of the unread count: /api/notifications/stream?token=… (server-sent events). */
export function streamUrl(token: string): string {
  return `${API_BASE}${NOTIFICATION_STREAM.path.replace(/^\/api/, '')}?token=${encodeURIComponent(token)}`;
}

/**
 * Opens one EventSource for the signed-in session and writes every `unread-count` event into the
 * count's cache entry. EventSource reconnects by itself after a dropped connection (the server sends
 * `retry: 3000` and the current count on every connect); when it gives up (an error answer) it calls
 * `onRefused` and is reopened after STREAM_REOPEN_MS. Closed on logout, on a new token and on unmount.
 */
function useUnreadStream(token: string | null, onCount: (count: number) => void, onRefused: () => void) {
  const handler = useRef(onCount);
  handler.current = onCount;
  const refused = useRef(onRefused);
  refused.current = onRefused;
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const onEvent = (event: MessageEvent) => {
      const count = parseUnreadEvent(event.data);
      if (count !== null) handler.current(count);
    };
    const open = () => {
      source = new EventSource(streamUrl(token));
      source.addEventListener(UNREAD_EVENT, onEvent);
      source.onerror = () => {
        if (stopped || !source || source.readyState !== EventSource.CLOSED) return;
        source.close();
        refused.current();
        reopen = setTimeout(open, STREAM_REOPEN_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [token]);
}

/**
 * The bell's unread count (spec 9: polled every 60 s; decisions.md: live over server-sent events).
 * Use it once per tab (the header): it owns the stream. When the count changes, the notifications
 * list, the dashboards and the contacts panel refetch, so an open screen moves without a reload; when
 * it rises, so do the requests (the owner's and the requester's) and the user's own posts, and a
 * screen reader is told the new count.
 */
export function useUnreadCount(): number {
  const { t } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const query = useUnreadCountQuery();

  useUnreadStream(
    token,
    (count) => queryClient.setQueryData(UNREAD_COUNT_KEY, count),
    // EventSource cannot say why it was refused. An ended session is the usual reason (the server
    // closes the stream when it ends): the count's own request finds out, and its 401 signs the app
    // out, which stops the stream for good instead of retrying a dead token.
    () => void queryClient.refetchQueries({ queryKey: UNREAD_COUNT_KEY }),
  );

  const seen = useRef<UnreadState>({ count: null });
  // A new session starts a new baseline.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the token changes
  useEffect(() => {
    seen.current = { count: null };
  }, [token]);

  useEffect(() => {
    const change = nextUnread(seen.current, query.data);
    seen.current = change.state;
    if (!change.changed) return;
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY] });
    void queryClient.invalidateQueries({ queryKey: [CONTACTS_KEY] });
    if (change.rose) {
      announce(t('notifications.unreadAnnouncement', { count: change.state.count ?? 0 }));
      // Something new happened to the user's loads or requests (a request, a decision, a counter,
      // a withdrawal): an open View Requests, My Requests or My Loads shows it too.
      void queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] });
      void queryClient.invalidateQueries({ queryKey: [LOADS_KEY, 'mine'] });
      void queryClient.invalidateQueries({ queryKey: [LOADS_KEY, 'one'] });
    }
  }, [query.data, queryClient, t]);

  return token ? (query.data ?? 0) : 0;
}
