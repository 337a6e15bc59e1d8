import {
  NOTIFICATION_STREAM,
  NOTIFICATION_TYPES,
  type NotificationType,
  type NotificationView,
} from '@loadboard/contracts';
import type { NotificationFilters } from './filters.ts';

/** The server-sent event that carries the unread count. */
export const UNREAD_EVENT = NOTIFICATION_STREAM.unreadCountEvent;

export function isKnownType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

export type NotificationTarget =
  /** A screen to go to: the load's requests for its owner, My Requests for a requester. */
  | { kind: 'route'; to: string }
  /** The load's details (a decision on the user's request, an alert about a new load). */
  | { kind: 'load'; loadId: number; allowRequest: boolean }
  | null;

export type OpenTarget = Exclude<NotificationTarget, null>;

/** A screen of this app (a path), never another site. */
const isAppPath = (link: string | null | undefined): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

/**
 * Where a notification leads. To the owner of a post, what happened to its requests (a new one, a
 * booking, a counter accepted or declined, a withdrawal) opens its View Requests; to the requester,
 * a counter opens My Requests, where it is answered; a decision and an alert open the load; an alert
 * about several loads opens the screen its link names (the board near the matched place).
 */
export function notificationTarget(
  notification: Pick<NotificationView, 'type' | 'loadId'> & { link?: string | null },
): NotificationTarget {
  const { type, loadId, link } = notification;
  if (type === 'REQUEST_COUNTERED') return { kind: 'route', to: '/my-requests' };
  if (loadId === null || loadId === undefined) return isAppPath(link) ? { kind: 'route', to: link } : null;
  switch (type) {
    case 'LOAD_REQUEST':
    case 'LOAD_BOOKED':
    case 'COUNTER_ACCEPTED':
    case 'COUNTER_DECLINED':
    case 'REQUEST_WITHDRAWN':
      return { kind: 'route', to: `/view-requests/${loadId}` };
    case 'REQUEST_ACCEPTED':
      return { kind: 'load', loadId, allowRequest: false };
    case 'REQUEST_REJECTED':
    case 'LOAD_ALERT':
      // A refused carrier may ask again at another rate; an alert is about a load to request.
      return { kind: 'load', loadId, allowRequest: true };
    default:
      return { kind: 'load', loadId, allowRequest: false };
  }
}

/** Notifications of a deal made (a booking, an accept of a request or of a counter). */
const DEAL_TYPES: readonly NotificationType[] = ['LOAD_BOOKED', 'REQUEST_ACCEPTED', 'COUNTER_ACCEPTED'];

/** The deal a notification announces, whose rate confirmation it offers; null for any other. */
export function dealOf(
  notification: Pick<NotificationView, 'type' | 'loadId' | 'requestId'>,
): { loadId: number; requestId: number | null } | null {
  const { type, loadId, requestId } = notification;
  if (!DEAL_TYPES.includes(type) || loadId === null) return null;
  return { loadId, requestId };
}

/** The filters as GET /api/notifications parameters: isRead=true|false, type; blanks left out. */
export function notificationQuery(filters: NotificationFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status === 'read') query.isRead = 'true';
  if (filters.status === 'unread') query.isRead = 'false';
  if (filters.type) query.type = filters.type;
  return query;
}

/** The data of an `unread-count` event ({"count": N}) as a count, or null when it is not one. */
export function parseUnreadEvent(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    const count =
      typeof value === 'number' ? value : ((value as { count?: unknown } | null)?.count ?? undefined);
    if (typeof count === 'number' && Number.isFinite(count) && count >= 0) return Math.floor(count);
  } catch {
    // not JSON: ignored
  }
  return null;
}

export interface UnreadState {
  /** The last count seen; null before the first answer. */
  count: number | null;
}

export interface UnreadChange {
  state: UnreadState;
  /** The count differs from the last one seen (not on the first answer). */
  changed: boolean;
  /** The count went up: something new arrived. */
  rose: boolean;
}

/**
 * The bell's reducer: folds a new count (from the poll or the stream) into the state and says what
 * changed. The first count only sets the baseline; an unknown count (null) changes nothing.
 */
export function nextUnread(state: UnreadState, count: number | null | undefined): UnreadChange {
  if (count === null || count === undefined || !Number.isFinite(count)) {
    return { state, changed: false, rose: false };
  }
  if (state.count === null) return { state: { count }, changed: false, rose: false };
  if (state.count === count) return { state, changed: false, rose: false };
  return { state: { count }, changed: true, rose: count > state.count };
}
