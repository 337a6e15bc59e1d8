import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { LiveTopic, publishLiveEvent } from './live-events.ts';

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: 'silent',
} as unknown as FastifyBaseLogger;

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

/** Resolves once `predicate` holds, checking every 10 ms; fails after `timeoutMs`. */
async function until(predicate: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Rows of a raw query, on either driver. */
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('Database.listen and publishLiveEvent', () => {
  it('delivers what a transaction published once it commits, and nothing of one rolled back', async () => {
    const heard: string[] = [];
    const stop = await database.listen('live_test_a', (payload) => heard.push(payload));
    try {
      await database.db.transaction(async (tx) => {
        await publishLiveEvent(tx, 'live_test_a', ['1', '2', '2']);
        // Not before the commit.
        await settle();
        expect(heard).toEqual([]);
      });
      await until(() => heard.length >= 2);
      expect(heard.sort()).toEqual(['1', '2']);

      await expect(
        database.db.transaction(async (tx) => {
          await publishLiveEvent(tx, 'live_test_a', ['3']);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await publishLiveEvent(database.db, 'live_test_a', ['4']);
      await until(() => heard.includes('4'));
      expect(heard).not.toContain('3');
    } finally {
      await stop();
    }
  });

  it('hears only its own channel, and nothing once stopped', async () => {
    const heard: string[] = [];
    const stop = await database.listen('live_test_b', (payload) => heard.push(payload));
    await publishLiveEvent(database.db, 'live_test_other', ['x']);
    await publishLiveEvent(database.db, 'live_test_b', ['y']);
    await until(() => heard.length > 0);
    await stop();
    await publishLiveEvent(database.db, 'live_test_b', ['z']);
    await settle();
    expect(heard).toEqual(['y']);
  });

  it('publishes many keys in batches', async () => {
    const heard = new Set<string>();
    const stop = await database.listen('live_test_c', (payload) => heard.add(payload));
    try {
      const keys = Array.from({ length: 2500 }, (_, i) => String(i + 1));
      await database.db.transaction((tx) => publishLiveEvent(tx, 'live_test_c', keys));
      await until(() => heard.size === 2500, 5000);
    } finally {
      await stop();
    }
  });
});

describe('LiveTopic', () => {
  it('fans keys out to the handlers subscribed to them, and counts every event', async () => {
    const topic = await LiveTopic.open(database, 'live_test_d', silent);
    try {
      const calls: string[] = [];
      const stopOne = topic.subscribe('1', () => calls.push('one'));
      topic.subscribe('1', () => calls.push('one again'));
      topic.subscribe('2', () => calls.push('two'));
      topic.subscribe('3', () => {
        throw new Error('a broken handler does not stop the others');
      });
      const before = topic.sequence;
      await publishLiveEvent(database.db, 'live_test_d', ['3', '1']);
      await until(() => calls.length >= 2);
      expect(calls.sort()).toEqual(['one', 'one again']);
      expect(topic.sequence).toBe(before + 2);

      stopOne();
      await publishLiveEvent(database.db, 'live_test_d', ['1', '2']);
      await until(() => calls.length >= 4);
      expect(calls.slice(2).sort()).toEqual(['one again', 'two']);
    } finally {
      await topic.close();
    }
  });
});

describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('the PostgreSQL listener', () => {
  it('reconnects when its connection is killed, says so, and hears events again', async () => {
    const heard: string[] = [];
    let reconnects = 0;
    const errors: unknown[] = [];
    const stop = await database.listen('live_test_e', (payload) => heard.push(payload), {
      onReconnect: () => {
        reconnects += 1;
      },
      onError: (error) => errors.push(error),
    });
    try {
      const killed = await rowsOf(sql`
        SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
        WHERE application_name = 'loadboard-listener' AND datname = current_database()`);
      expect(killed).toHaveLength(1);
      await until(() => reconnects === 1, 10_000);
      expect(errors.length).toBeGreaterThan(0);

      await publishLiveEvent(database.db, 'live_test_e', ['after']);
      await until(() => heard.includes('after'));
    } finally {
      await stop();
    }
    // Stopped: its connection is gone and stays gone.
    await settle();
    const left = await rowsOf(sql`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE application_name = 'loadboard-listener' AND datname = current_database()`);
    expect(left).toEqual([{ n: 0 }]);
  });
});
