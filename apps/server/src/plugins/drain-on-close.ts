import { MESSAGES } from '@loadboard/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Quiet time after the last answer before closing: a request already sent may still be arriving. */
const SETTLE_MS = 200;

/**
 * On close (SIGTERM, SIGINT), every request already received is answered before the server stops
 * and the database closes, for at most `graceMs`: a rolling deploy loses no request. A hijacked
 * response (the live stream) counts as answered: it ends on close by itself. A request that arrives
 * meanwhile is answered 503 SERVER_BUSY with Retry-After, and its connection closed, so the client
 * retries on another instance or after the restart. (Fastify's own 503 on closing is turned off in
 * `buildApp`: it has no Retry-After and not the API's error body.)
 */
export function registerDrainOnClose(app: FastifyInstance, graceMs: number) {
  const open = new Set<FastifyReply>();
  let lastAnswerAt = 0;
  let wake: (() => void) | undefined;
  let closing = false;

  app.addHook('onRequest', async (_request, reply) => {
    if (closing) {
      reply.header('connection', 'close');
      throw new AppError(503, MESSAGES.serverBusy, 'SERVER_BUSY').withRetryAfter(1);
    }
    open.add(reply);
    reply.raw.once('close', () => {
      open.delete(reply);
      lastAnswerAt = performance.now();
      wake?.();
    });
  });

  // `sent` is true once an answer is written or the reply is hijacked.
  const unanswered = () => [...open].filter((reply) => !reply.sent).length;

  app.addHook('preClose', async () => {
    closing = true;
    const deadline = performance.now() + graceMs;
    while (performance.now() < deadline) {
      const quietFor = performance.now() - lastAnswerAt;
      if (unanswered() === 0 && quietFor >= SETTLE_MS) return;
      await new Promise<void>((resolve) => {
        const pause = unanswered() === 0 ? SETTLE_MS - quietFor : deadline - performance.now();
        const timer = setTimeout(resolve, pause);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
    app.log.warn({ unanswered: unanswered() }, 'closing with requests unanswered after the grace period');
  });
}
