import {
  markAllReadAnswer,
  NOTIFICATION_MESSAGES,
  notificationIdParams,
  notificationListAnswer,
  notificationStreamQuery,
  notificationsQuery,
  notificationView,
  unreadCountAnswer,
} from '@loadboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWritten } from '../../db/fast-path/index.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { LIVE_CHANNELS, LiveTopic } from '../../lib/live-events.ts';
import { logRequest } from '../../lib/logger.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { bearerToken } from '../session/index.ts';
import { notificationPageOf } from './list-pages.ts';
import { sessionWithUnread } from './queries.ts';
import { listUserNotifications, markAllRead, markRead, parseNotificationId, unreadCount } from './service.ts';
import { NotificationStreams } from './stream.ts';

const tags = ['notifications'];

/**
 * A user's notifications (only their own, whoever they are), and the live unread count as
 * server-sent events, fed on every instance by the database's LISTEN/NOTIFY.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const topic = await LiveTopic.open(app.database, LIVE_CHANNELS.notificationsChanged, app.log);
  const sessions = await LiveTopic.open(app.database, LIVE_CHANNELS.sessionsEnded, app.log);
  const streams = new NotificationStreams(topic, sessions, (userId) => unreadCount(app.db, userId), app.log);
  // Open streams would hold the HTTP server open: end them before it closes, then stop listening.
  app.addHook('preClose', async () => streams.closeAll());
  app.metrics.watch({ liveStreams: () => streams.size });
  app.addHook('onClose', async () => {
    await Promise.all([topic.close(), sessions.close()]);
  });
  /** The stream's token, and how many session endings had been heard before it was checked. */
  const streamSessions = new WeakMap<FastifyRequest, { token: string; seen: number }>();

  app.get(
    '/notifications',
    routeOptions('signed-in', tags, {
      written: true,
      summary: "The user's notifications, newest first",
      description: 'Filters: isRead (true or false) and type. Paged: page from 1, limit 10 (at most 100).',
      querystring: notificationsQuery,
      answer: notificationListAnswer,
      errors: [422],
    }),
    async (request, reply) => {
      const page = await listUserNotifications(app.db, request.user.id, request.query);
      return sendWritten(reply, successAnswer(await notificationPageOf(app.db, page)));
    },
  );

  app.get(
    '/notifications/unread-count',
    // Signed in like the others, its session checked in the same statement as the count.
    routeOptions('signed-in-by-handler', tags, {
      summary: "How many of the user's notifications are unread (the bell's badge)",
      answer: unreadCountAnswer,
    }),
    async (request) => {
      const session = await app.authenticateWith(request, (userId, tokenId) =>
        sessionWithUnread(app.db, userId, tokenId),
      );
      return successAnswer({ count: session.unread });
    },
  );

  app.put(
    '/notifications/mark-all-read',
    routeOptions('signed-in', tags, {
      summary: "Marks all the user's unread notifications read",
      answer: markAllReadAnswer,
    }),
    async (request) =>
      successAnswer(await markAllRead(app.db, request.user.id), NOTIFICATION_MESSAGES.allMarkedRead),
  );

  app.put(
    '/notifications/:id/read',
    routeOptions('signed-in', tags, {
      summary: 'Marks one of the user’s notifications read (one already read stays read)',
      params: notificationIdParams,
      answer: notificationView,
      errors: [404],
    }),
    async (request) =>
      successAnswer(await markRead(app.db, request.user.id, parseNotificationId(request.params.id))),
  );

  app.get(
    '/notifications/stream',
    routeOptions('signed-in-by-handler', tags, {
      // A stream stays open for hours: it must not hold a slot of the admission line meanwhile.
      admission: false,
      onRequest: [
        async (request) => {
          const query = request.query as { token?: unknown };
          const token = bearerToken(request) ?? (typeof query.token === 'string' ? query.token : undefined);
          const seen = streams.sessionsSequence;
          await app.authenticateToken(request, token);
          if (token) streamSessions.set(request, { token, seen });
        },
      ],
      summary: 'The unread count, live (server-sent events)',
      description:
        'Authenticated by the Bearer header or, for EventSource, `?token=<session token>`. Sends ' +
        '`retry: 3000`, an `unread-count` event `{ count }` at once, another whenever the count ' +
        'changes (on any server instance), and a comment line every 25 s. Ends when its session ' +
        'ends (logout, logout everywhere, a new password, a blocked account), on whichever instance.',
      querystring: notificationStreamQuery,
    }),
    async (request, reply) => {
      const session = streamSessions.get(request);
      if (!session) throw unauthorized();
      await streams.open(reply, request.user.id, {
        live: () => app.isSessionLive(session.token),
        seen: session.seen,
      });
      // Fastify logs a request once its response finishes; a stream its client left never finishes.
      let finished = false;
      reply.raw.once('finish', () => {
        finished = true;
      });
      reply.raw.once('close', () => {
        if (!finished) logRequest(request, reply);
      });
    },
  );
};
