import { MESSAGES } from '@loadboard/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdmissionGate } from '../lib/admission-gate.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for routes that never wait on the database or stay open (health, the live stream). */
    admission?: boolean;
  }
  interface FastifyInstance {
    /** The line in front of the database that every API request passes. */
    admission: AdmissionGate;
  }
}

/** nginx's status for "the client closed the request": only ever seen in the log. */
const CLIENT_GONE_STATUS = 499;

/**
 * Puts every API request of `scope` through the admission gate before any other work (before
 * authentication, which already reads the database): a clear 503 with Retry-After when the line is
 * too long, and no work at all for a client that left while waiting. The slot is given back when
 * the response ends, however it ends. A request that finds a free slot goes straight on: the
 * watch for a client leaving is only kept while one waits.
 */
export function registerAdmission(scope: FastifyInstance, gate: AdmissionGate) {
  scope.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.admission === false) return done();
    const admitted = gate.tryEnter();
    if (admitted) {
      reply.raw.once('close', admitted.release);
      return done();
    }
    waitInLine(gate, reply).then(
      (outcome) => {
        // A request whose client has gone was answered in the line: it goes no further.
        if (outcome === 'admitted') done();
      },
      (error: Error) => done(error),
    );
  });
}

/** Waits for a slot; a shed request is an error, a client that left gets its log-only status. */
async function waitInLine(gate: AdmissionGate, reply: FastifyReply): Promise<'admitted' | 'gone'> {
  const client = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) client.abort();
  };
  reply.raw.once('close', onClose);
  const admission = await gate.enter(client.signal);
  reply.raw.off('close', onClose);
  if (admission.outcome === 'shed')
    throw new AppError(503, MESSAGES.serverBusy, 'SERVER_BUSY').withRetryAfter(admission.retryAfterSeconds);
  if (admission.outcome === 'gone') {
    reply.code(CLIENT_GONE_STATUS).send();
    return 'gone';
  }
  reply.raw.once('close', admission.release);
  return 'admitted';
}
