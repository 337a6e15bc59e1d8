import { NOTIFICATION_TYPES } from '@loadboard/contracts';
import { z } from 'zod';

/**
 * The page's filters as its address keeps them (?status=unread&type=LOAD_REQUEST): the spec's
 * status (All, Read, Unread) and type (All Types, Load Request, and every other type since the
 * deals brought several); anything else means "all".
 * Kept apart from logic.ts, which the header's bell loads on every screen, as only the Notifications
 * screen needs zod.
 */
export const NOTIFICATION_FILTERS = z.object({
  status: z.enum(['', 'read', 'unread']).catch(''),
  type: z.enum(['', ...NOTIFICATION_TYPES]).catch(''),
});

export type NotificationFilters = z.output<typeof NOTIFICATION_FILTERS>;
