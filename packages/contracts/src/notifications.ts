import { z } from 'zod';
import { pagedAnswer, pageQuery } from './api.ts';

/**
 * decisions.md, Notifications and alerts: LOAD_REQUEST goes to a load's owner, REQUEST_ACCEPTED and
 * REQUEST_REJECTED to the requester, LOAD_ALERT to users whose alerts a new load matches.
 */
export const NOTIFICATION_TYPES = [
  'LOAD_REQUEST',
  'REQUEST_ACCEPTED',
  'REQUEST_REJECTED',
  'LOAD_ALERT',
  'SYSTEM',
  'LOAD_BOOKED',
  'REQUEST_COUNTERED',
  'COUNTER_ACCEPTED',
  'COUNTER_DECLINED',
  'REQUEST_WITHDRAWN',
  'REPORT_REVIEWED',
  'POST_REMOVED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Failed to fetch notifications',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  allMarkedRead: 'All notifications marked as read',
  notFound: 'Notification not found',
} as const;

/** The titles the server gives the notifications it creates. */
export const NOTIFICATION_TITLES = {
  loadRequest: 'New load request',
  requestAccepted: 'Request accepted',
  requestRejected: 'Request rejected',
  loadBooked: 'Booked',
  requestCountered: 'Counter-offer',
  counterAccepted: 'Counter-offer accepted',
  counterDeclined: 'Counter-offer declined',
  requestWithdrawn: 'Request withdrawn',
  reportReviewed: 'Report reviewed',
  postRemoved: 'Post removed',
} as const;

/** The live unread count (decisions.md: the bell updates live, on every instance). */
export const NOTIFICATION_STREAM = {
  /** EventSource cannot send headers: the session token travels as `?token=`. */
  path: '/api/notifications/stream',
  /** Event name of each `{ count }` message; one is sent on connect, then one per change. */
  unreadCountEvent: 'unread-count',
  /** The reconnect delay the server asks EventSource to use. */
  retryMs: 3000,
  /** A comment line keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
} as const;

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/notifications: a page of the caller's notifications, newest first. */
export const notificationsQuery = pageQuery.extend({
  /** 'true' (read only) or 'false' (unread only); absent or '' means both. */
  isRead: z.preprocess(
    emptyIsAbsent,
    z
      .enum(['true', 'false'], { error: 'isRead must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  ),
  type: z.preprocess(
    emptyIsAbsent,
    z.enum(NOTIFICATION_TYPES, { error: `Type must be one of ${NOTIFICATION_TYPES.join(', ')}` }).optional(),
  ),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationIdParams = z.object({
  id: z.string().describe('The id of the notification (a positive integer)'),
});

/** One notification (spec 3, Notification). Dates are ISO 8601. */
export const notificationView = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** The load it is about, when there is one (null once the load is deleted). */
  loadId: z.number().int().nullable(),
  requestId: z.number().int().nullable(),
  /**
   * A path of the web app it leads to when it is about several loads (a load alert's summary: the
   * board filtered near the place that matched); null otherwise.
   */
  link: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationListAnswer = pagedAnswer('notifications', notificationView);
export type NotificationListAnswer = z.infer<typeof notificationListAnswer>;

export const unreadCountAnswer = z.object({ count: z.number().int() });
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswer>;

export const markAllReadAnswer = z.object({ updated: z.number().int() });
export type MarkAllReadAnswer = z.infer<typeof markAllReadAnswer>;

/** GET /api/notifications/stream: the session token when the Authorization header cannot be sent. */
export const notificationStreamQuery = z.object({
  token: z.string().optional().describe('The session token (EventSource cannot send headers)'),
});
