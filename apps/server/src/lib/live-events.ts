import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx, Unlisten } from '../db/client.ts';

/**
 * Live events across instances over PostgreSQL LISTEN/NOTIFY (DESIGN.md, live updates): a change
 * publishes `pg_notify(channel, key)` in its own transaction, so every instance hears of it when, and
 * only if, the change commits. Each instance keeps one listener per channel and fans the keys out to
 * the in-process subscribers (its open event streams); nothing but connection state stays in memory.
 */

/** Channel names; the payload of each is a key, e.g. a user id. */
export const LIVE_CHANNELS = {
  /** A user's notifications were created or changed (payload: the user id). */
  notificationsChanged: 'notifications_changed',
  /**
   * Sessions of a user were ended: a logout, a logout everywhere, a new password, a blocked account
   * (payload: the user id). Open event streams check their own session again.
   */
  sessionsEnded: 'sessions_ended',
  /** New posts were recorded for load alerts (payload: the batch id); wakes the load-alerts job. */
  newPosts: 'new_posts',
} as const;

/** Keys per pg_notify statement; a payload is at most 8000 bytes, a statement's parameters 65535. */
const PUBLISH_BATCH = 1000;

/**
 * Tells every instance about `keys` on `channel` once the caller's transaction commits (nothing is
 * sent when it rolls back). PostgreSQL folds repeated identical notifications of one transaction.
 */
export async function publishLiveEvent(tx: DbOrTx, channel: string, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += PUBLISH_BATCH) {
    const batch = unique.slice(start, start + PUBLISH_BATCH);
    const rows = sql.join(
      batch.map((key) => sql`(${key})`),
      sql`, `,
    );
    await tx.execute(sql`SELECT pg_notify(${channel}, k.key) FROM (VALUES ${rows}) AS k(key)`);
  }
}

/**
 * One channel's listener on this instance, fanning each key out to the handlers subscribed to it.
 * After the listener reconnects (events may have been missed) every `onResync` handler runs.
 */
export class LiveTopic {
  private readonly handlers = new Map<string, Set<() => void>>();
  private readonly resyncHandlers = new Set<() => void>();
  private unlisten: Unlisten | undefined;
  private received = 0;

  private constructor(
    readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async open(database: Database, channel: string, log: FastifyBaseLogger): Promise<LiveTopic> {
    const topic = new LiveTopic(channel, log);
    topic.unlisten = await database.listen(channel, (key) => topic.dispatch(key), {
      onReconnect: () => {
        log.warn({ channel }, 'live events: listening again; resynchronising');
        for (const handler of topic.resyncHandlers) topic.safely(handler);
      },
      onError: (error) => log.warn({ err: error, channel }, 'live events: listener connection failed'),
    });
    return topic;
  }

  /** How many events this instance has heard so far: a change of it means "something happened". */
  get sequence(): number {
    return this.received;
  }

  /** Calls `handler` for every event with this key, until the answer is called. */
  subscribe(key: string, handler: () => void): () => void {
    let set = this.handlers.get(key);
    if (!set) {
      set = new Set();
      this.handlers.set(key, set);
    }
    set.add(handler);
    return () => {
      const current = this.handlers.get(key);
      if (!current) return;
      current.delete(handler);
      if (current.size === 0) this.handlers.delete(key);
    };
  }

  onResync(handler: () => void): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  async close(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    this.handlers.clear();
    this.resyncHandlers.clear();
    await unlisten?.();
  }

  private dispatch(key: string): void {
    this.received += 1;
    for (const handler of this.handlers.get(key) ?? []) this.safely(handler);
  }

  private safely(handler: () => void): void {
    try {
      handler();
    } catch (error) {
      this.log.error({ err: error, channel: this.channel }, 'live events: a handler failed');
    }
  }
}
