import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database, ListenEvents } from '../../db/client.ts';
import { LiveTopic } from '../../lib/live-events.ts';
import { NotificationStreams, type StreamOptions } from './stream.ts';
import { countOf, isUnreadCount, openSse, type SseConnection } from './test-sse.ts';

/**
 * The stream registry on its own: a database whose listener the test drives by hand, counts the
 * test decides, and a plain HTTP server handing each request to `open` as Fastify would.
 */

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

interface Rig {
  streams: NotificationStreams;
  /** An event on the channel, as the database would deliver it. */
  publish(userId: number): void;
  reconnect(): void;
  counts: Map<number, number>;
  countCalls: number[];
  connect(userId: number): Promise<SseConnection>;
  /** Sockets the server still holds. */
  openSockets(): number;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function rig(options: StreamOptions = {}, countDelayMs = 0): Promise<Rig> {
  let deliver: ((payload: string) => void) | undefined;
  let events: ListenEvents | undefined;
  const database = {
    listen: async (channel: string, onPayload: (payload: string) => void, listenEvents?: ListenEvents) => {
      // Sessions never end here: only the notifications channel is driven.
      if (channel !== 'test') return async () => {};
      deliver = onPayload;
      events = listenEvents;
      return async () => {
        deliver = undefined;
      };
    },
  } as unknown as Database;
  const topic = await LiveTopic.open(database, 'test', silent);
  const sessions = await LiveTopic.open(database, 'test-sessions', silent);
  const counts = new Map<number, number>();
  const countCalls: number[] = [];
  const streams = new NotificationStreams(
    topic,
    sessions,
    async (userId) => {
      countCalls.push(userId);
      if (countDelayMs) await new Promise((resolve) => setTimeout(resolve, countDelayMs));
      const count = counts.get(userId);
      if (count === undefined) throw new Error(`no count for ${userId}`);
      return count;
    },
    silent,
    options,
  );
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    const userId = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('user'));
    let hijacked = false;
    const reply = {
      raw: res,
      hijack: () => {
        hijacked = true;
      },
      getHeaders: () => ({ 'x-from-hook': 'yes' }),
    } as unknown as FastifyReply;
    const session = { live: async () => true, seen: streams.sessionsSequence };
    streams.open(reply, userId, session).catch((error: Error) => {
      expect(hijacked).toBe(false);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: error.message }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const clients: SseConnection[] = [];
  cleanups.push(async () => {
    for (const client of clients) client.close();
    streams.closeAll();
    await topic.close();
    await sessions.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    streams,
    counts,
    countCalls,
    publish: (userId) => deliver?.(String(userId)),
    reconnect: () => events?.onReconnect?.(),
    async connect(userId) {
      const client = await openSse(`http://127.0.0.1:${port}/?user=${userId}`);
      clients.push(client);
      return client;
    },
    openSockets: () => sockets.size,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('NotificationStreams', () => {
  it("sends the hook's headers, the retry hint, the count, and heartbeats", async () => {
    const r = await rig({ heartbeatMs: 50 });
    r.counts.set(1, 4);
    const client = await r.connect(1);
    expect(client.headers.get('x-from-hook')).toBe('yes');
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect((await client.next()).retry).toBe(3000);
    expect(countOf(await client.next(isUnreadCount))).toBe(4);
    await wait(200);
    expect(client.comments.filter((c) => c === 'keep-alive').length).toBeGreaterThanOrEqual(2);
    expect(r.streams.size).toBe(1);
  });

  it("recounts for the user an event names and pushes it to that user's streams only", async () => {
    const r = await rig();
    r.counts.set(1, 0).set(2, 7);
    const one = await r.connect(1);
    const two = await r.connect(2);
    await one.next(isUnreadCount);
    await two.next(isUnreadCount);
    r.counts.set(1, 1);
    r.publish(1);
    expect(countOf(await one.next(isUnreadCount, 1000))).toBe(1);
    r.publish(99); // nobody connected: nothing counted
    await wait(100);
    expect(r.countCalls.filter((id) => id === 99)).toEqual([]);
    await expect(two.next(isUnreadCount, 200)).rejects.toThrow();
  });

  it('counts one user at a time, once more after a burst, and ends on the newest count', async () => {
    const r = await rig({}, 40);
    r.counts.set(5, 0);
    const client = await r.connect(5);
    await client.next(isUnreadCount);
    r.countCalls.length = 0;
    for (let i = 1; i <= 10; i++) {
      r.counts.set(5, i);
      r.publish(5);
      await wait(5);
    }
    await wait(300);
    // Ten events, far fewer counts: one running, one more for everything that came meanwhile.
    expect(r.countCalls.length).toBeLessThanOrEqual(4);
    const counts = client.messages.filter(isUnreadCount).map(countOf);
    expect(counts.at(-1)).toBe(10);
  });

  it('recounts every connected user after the listener reconnects', async () => {
    const r = await rig();
    r.counts.set(1, 0).set(2, 0);
    const one = await r.connect(1);
    const two = await r.connect(2);
    await one.next(isUnreadCount);
    await two.next(isUnreadCount);
    r.counts.set(1, 3).set(2, 5);
    r.reconnect();
    expect(countOf(await one.next(isUnreadCount, 1000))).toBe(3);
    expect(countOf(await two.next(isUnreadCount, 1000))).toBe(5);
  });

  it("closes a user's oldest stream beyond the limit", async () => {
    const r = await rig({ maxPerUser: 2 });
    r.counts.set(1, 0);
    const first = await r.connect(1);
    await first.next(isUnreadCount);
    const second = await r.connect(1);
    await second.next(isUnreadCount);
    const third = await r.connect(1);
    await third.next(isUnreadCount);
    await first.ended;
    expect(r.streams.size).toBe(2);
  });

  it('forgets a stream whose client went away', async () => {
    const r = await rig();
    r.counts.set(1, 0);
    const client = await r.connect(1);
    await client.next(isUnreadCount);
    expect(r.streams.size).toBe(1);
    client.close();
    for (let i = 0; i < 50 && r.streams.size > 0; i++) await wait(10);
    expect(r.streams.size).toBe(0);
  });

  it('answers an error, not a stream, when the first count fails', async () => {
    const r = await rig();
    const client = await r.connect(42);
    expect(client.status).toBe(500);
    expect(client.body).toEqual({ message: 'no count for 42' });
    expect(r.streams.size).toBe(0);
  });

  it('closeAll ends every stream and lets go of the connections', async () => {
    const r = await rig();
    r.counts.set(1, 0).set(2, 0);
    const clients = [await r.connect(1), await r.connect(1), await r.connect(2)];
    for (const client of clients) await client.next(isUnreadCount);
    r.streams.closeAll();
    await Promise.all(clients.map((client) => client.ended));
    expect(r.streams.size).toBe(0);
    for (let i = 0; i < 50 && r.openSockets() > 0; i++) await wait(10);
    expect(r.openSockets()).toBe(0);
    // A stream opened after closing is ended at once.
    const late = await r.connect(1);
    await late.ended;
    expect(countOf(late.messages.filter(isUnreadCount)[0] ?? { event: '', data: '{}' })).toBe(0);
  });
});
