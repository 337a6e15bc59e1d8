import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retryDelay } from './query-client.ts';

describe('the wait before a query is retried', () => {
  it("is what a busy server's Retry-After asks, at most 30 s", () => {
    const busy = (ms: number) => new ApiError('busy', { kind: 'http', status: 503, retryAfterMs: ms });
    expect(retryDelay(1, busy(2000))).toBe(2000);
    expect(retryDelay(1, busy(120_000))).toBe(30_000);
  });

  it('doubles from 1 s otherwise', () => {
    const failed = new ApiError('down', { kind: 'http', status: 500 });
    expect([0, 1, 2].map((count) => retryDelay(count, failed))).toEqual([1000, 2000, 4000]);
    expect(retryDelay(0, new Error('network'))).toBe(1000);
  });
});
