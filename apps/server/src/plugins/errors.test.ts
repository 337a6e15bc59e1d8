import { MESSAGES } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { registerErrorHandling } from './errors.ts';

/**
 * The error plugin's last line: a value the database refuses (a field the contracts' rules missed)
 * answers 422 with a sentence, not 500. A route sends the client's text straight to the real
 * database, with nothing in between, on either engine.
 */
describe('a value the database cannot store', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    app = Fastify();
    registerErrorHandling(app);
    app.post<{ Body: { text: string; day: string } }>('/store', async (request) => {
      const { text, day } = request.body;
      await database.db.execute(sql`SELECT ${text}::text AS text, ${day}::date AS day`);
      return { stored: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const store = (text: string, day: string) =>
    app.inject({ method: 'POST', url: '/store', payload: { text, day } });

  it('stores good values', async () => {
    expect((await store('Chicago', '2031-03-01')).json()).toEqual({ stored: true });
  });

  it.each([
    ['a NUL in text', 'Chi\u0000cago', '2031-03-01'],
    ['the year 0000', 'Chicago', '0000-03-01'],
    ['February 30th', 'Chicago', '2031-02-30'],
  ])('answers %s with 422 and a sentence', async (_, text, day) => {
    const res = await store(text, day);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', errors: [MESSAGES.unstorableValue] });
  });
});
