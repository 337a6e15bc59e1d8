import type { ServerResponse } from 'node:http';
import { NOTIFICATION_STREAM } from '@loadboard/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { LiveTopic } from '../../lib/live-events.ts';

export interface StreamOptions {
  /** Between comment lines that keep idle proxies from closing the stream (default 25 s). */
  heartbeatMs?: number;
  /** Open streams one user may hold on one instance; the oldest is closed beyond it (default 10). */
  maxPerUser?: number;
}

/** A client that stopped reading is dropped rather than buffered for without end. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** Whether the session a stream was opened with still holds (checked again when sessions end). */
export type SessionCheck = () => Promise<boolean>;

/** One open event stream: a hijacked response that only ever receives SSE lines. */
class EventStream {
  private ended = false;
  /** The count last sent: a recount that finds the same (an event heard late, or another user's) is not sent again. */
  private sentCount: number | undefined;

  constructor(
    readonly userId: number,
    readonly sessionLive: SessionCheck,
    private readonly res: ServerResponse,
  ) {}

  get isOpen(): boolean {
    return !this.ended && !this.res.destroyed && !this.res.writableEnded;
  }

  sendCount(count: number): void {
    if (count === this.sentCount) return;
    this.sentCount = count;
    this.write(`event: ${NOTIFICATION_STREAM.unreadCountEvent}\ndata: ${JSON.stringify({ count })}\n\n`);
  }

  heartbeat(): void {
    this.write(': keep-alive\n\n');
  }

  write(text: string): void {
    if (!this.isOpen) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return;
    }
    this.res.write(text);
  }

  /** Ends the response and lets go of its connection (a keep-alive socket would hold a closing server). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.res.writableEnded) this.res.end();
    this.res.socket?.destroySoon();
  }
}

/**
 * The event streams open on this instance, by user (connection state, nothing more). Each user's
 * streams subscribe to the live topic under the user id; an event makes one fresh count for the user,
 * pushed to all their streams. Counts of one user are taken one at a time, and again when an event
 * arrived meanwhile, so the last count a stream receives is never older than the last event.
 * Likewise on the sessions topic: when sessions of a user end (on any instance), each of the user's
 * streams checks its own session and ends if it no longer holds.
 */
export class NotificationStreams {
  private readonly byUser = new Map<number, Set<EventStream>>();
  private readonly unsubscribe = new Map<number, (() => void)[]>();
  private readonly recounts = new Map<number, { again: boolean }>();
  private readonly heartbeatMs: number;
  private readonly maxPerUser: number;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly topic: LiveTopic,
    private readonly sessions: LiveTopic,
    private readonly count: (userId: number) => Promise<number>,
    private readonly log: FastifyBaseLogger,
    options: StreamOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? NOTIFICATION_STREAM.heartbeatMs;
    this.maxPerUser = options.maxPerUser ?? 10;
    // Missed events while the listener was away: every connected user may have a new count.
    topic.onResync(() => {
      for (const userId of this.byUser.keys()) this.recount(userId);
    });
    // And any session may have ended meanwhile.
    sessions.onResync(() => {
      for (const userId of this.byUser.keys()) this.checkSessions(userId);
    });
  }

  /** How many session endings this instance has heard: read it before checking a stream's session. */
  get sessionsSequence(): number {
    return this.sessions.sequence;
  }

  /** Open streams on this instance. */
  get size(): number {
    let total = 0;
    for (const set of this.byUser.values()) total += set.size;
    return total;
  }

  /**
   * Answers the request with an event stream for `userId`: `retry`, the unread count now, then a new
   * count whenever the user's notifications change (on any instance), until the session ends. The
   * first count is taken before the reply is hijacked, so a failure there is an ordinary error answer.
   * `session.seen` is `sessionsSequence` as read before the session was checked for this request.
   */
  async open(
    reply: FastifyReply,
    userId: number,
    session: { live: SessionCheck; seen: number },
  ): Promise<void> {
    const seen = this.topic.sequence;
    const count = await this.count(userId);
    reply.hijack();
    const res = reply.raw;
    // Headers hooks gave the reply (the security headers among them) go out too.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) res.setHeader(name, value);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing proxy or middleware must not buffer the stream.
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.socket?.setNoDelay(true);
    const stream = new EventStream(userId, session.live, res);
    stream.write(`retry: ${NOTIFICATION_STREAM.retryMs}\n\n`);
    stream.sendCount(count);
    if (this.closed) {
      stream.end();
      return;
    }
    res.on('close', () => this.remove(stream));
    res.on('error', () => this.remove(stream));
    this.add(stream);
    // An event for this user may have arrived between the count and the subscription, and the
    // session may have ended since it was checked.
    if (this.topic.sequence !== seen) this.recount(userId);
    if (this.sessions.sequence !== session.seen) this.checkSessions(userId);
  }

  /** Ends every stream (the server is closing: open streams would keep it from closing). */
  closeAll(): void {
    this.closed = true;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    const streams = [...this.byUser.values()].flatMap((set) => [...set]);
    for (const stop of [...this.unsubscribe.values()].flat()) stop();
    this.unsubscribe.clear();
    this.byUser.clear();
    for (const stream of streams) stream.end();
  }

  private add(stream: EventStream): void {
    let set = this.byUser.get(stream.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(stream.userId, set);
      const key = String(stream.userId);
      this.unsubscribe.set(stream.userId, [
        this.topic.subscribe(key, () => this.recount(stream.userId)),
        this.sessions.subscribe(key, () => this.checkSessions(stream.userId)),
      ]);
    }
    set.add(stream);
    // Sets keep insertion order: the first is the oldest.
    while (set.size > this.maxPerUser) {
      const oldest = set.values().next().value;
      if (!oldest) break;
      set.delete(oldest);
      oldest.end();
    }
    if (!this.heartbeatTimer) {
      this.heartbeatTimer = setInterval(() => this.beat(), this.heartbeatMs);
      this.heartbeatTimer.unref();
    }
  }

  private remove(stream: EventStream): void {
    stream.end();
    const set = this.byUser.get(stream.userId);
    if (!set?.delete(stream) || set.size > 0) return;
    this.byUser.delete(stream.userId);
    for (const stop of this.unsubscribe.get(stream.userId) ?? []) stop();
    this.unsubscribe.delete(stream.userId);
    if (this.byUser.size === 0 && this.heartbeatTimer) {
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = undefined;
    }
  }

  /** Ends each of the user's streams whose session no longer holds. */
  private checkSessions(userId: number): void {
    for (const stream of this.byUser.get(userId) ?? [])
      void stream.sessionLive().then(
        (live) => {
          if (!live) this.remove(stream);
        },
        (error: unknown) =>
          // Kept open: the next ending, or the browser's next reconnect, checks it again.
          this.log.warn({ err: error, userId }, 'notification stream: checking its session failed'),
      );
  }

  private beat(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.heartbeat();
  }

  /** A fresh count for the user's streams; one count at a time per user, again if asked meanwhile. */
  private recount(userId: number): void {
    if (!this.byUser.has(userId)) return;
    const running = this.recounts.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    this.recounts.set(userId, state);
    void (async () => {
      try {
        while (state.again && this.byUser.has(userId)) {
          state.again = false;
          const count = await this.count(userId);
          for (const stream of this.byUser.get(userId) ?? []) stream.sendCount(count);
        }
      } catch (error) {
        // The bell's 60-second poll still corrects it; the next event tries again.
        this.log.warn({ err: error, userId }, 'notification stream: counting unread notifications failed');
      } finally {
        this.recounts.delete(userId);
      }
    })();
  }
}
