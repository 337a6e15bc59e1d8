import { tooManyAttemptsMessage } from '@loadboard/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A 429 whose sentence names the very wait its Retry-After gives; answers that wait in seconds. */
export function expectRateLimited(res: LightMyRequestResponse): number {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.json()).toEqual({
    status: 'error',
    code: 'RATE_LIMITED',
    message: tooManyAttemptsMessage(retryAfter),
  });
  expect(res.json().message).toMatch(
    /^Too many attempts\. Please wait \d+ (seconds?|minutes) and try again\.$/,
  );
  return retryAfter;
}
