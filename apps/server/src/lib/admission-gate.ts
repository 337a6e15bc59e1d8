/**
 * Admission control in front of the database. At most `slots` requests work at once; the others
 * wait in line, oldest first. A request is turned away at once when the line ahead of it would take
 * longer than `maxWaitMs` to clear (judged from how long recent requests held their slot), and a
 * request still waiting after `maxWaitMs` is turned away then: under a crowd every client gets a
 * prompt answer, some of them "busy, retry in N s", instead of all of them waiting minutes. A waiting
 * request whose client has gone leaves the line without doing any work.
 */

export interface AdmissionOptions {
  /** Requests working at once (the database's connections, or a few for the embedded engine). */
  slots: number;
  /** The longest a request may wait for a slot. */
  maxWaitMs: number;
  /** The line never grows past this, whatever the estimate (memory stays bounded). */
  maxQueue: number;
  /** Milliseconds from a fixed point; tests pass their own clock. */
  now?: () => number;
}

export interface Admitted {
  outcome: 'admitted';
  release: () => void;
}

export type Admission = Admitted | { outcome: 'shed'; retryAfterSeconds: number } | { outcome: 'gone' };

interface Waiter {
  settle(admission: Admission): void;
}

/** Weight of the newest hold time in the running mean (an exponentially weighted average). */
const HOLD_TIME_WEIGHT = 0.2;
const RETRY_AFTER_MAX_SECONDS = 30;

export class AdmissionGate {
  private working = 0;
  private readonly line: Waiter[] = [];
  /** Running mean of how long an admitted request holds its slot; 0 until one has finished. */
  private meanHoldMs = 0;
  /** Requests turned away since the start, for the metrics. */
  private refusedCount = 0;

  /** The clock, chosen once: a function made on each admission cost every request a little. */
  private readonly now: () => number;

  constructor(private readonly options: AdmissionOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Requests holding a slot. */
  get busy(): number {
    return this.working;
  }

  /** Requests waiting for a slot. */
  get waiting(): number {
    return this.line.length;
  }

  /** Requests turned away (shed) so far. */
  get refused(): number {
    return this.refusedCount;
  }

  /**
   * Waits for a slot. `gone` aborts the wait when the client disconnects. The admitted caller must
   * call `release` exactly once, when its work is over.
   */
  enter(gone?: AbortSignal): Promise<Admission> {
    if (gone?.aborted) return Promise.resolve({ outcome: 'gone' });
    const free = this.tryEnter();
    if (free) return Promise.resolve(free);
    if (
      this.line.length >= this.options.maxQueue ||
      this.expectedWaitMs(this.line.length + 1) > this.options.maxWaitMs
    ) {
      return Promise.resolve(this.shed());
    }
    return new Promise<Admission>((resolve) => {
      const waiter: Waiter = {
        settle: (admission) => {
          clearTimeout(timer);
          gone?.removeEventListener('abort', onGone);
          resolve(admission);
        },
      };
      const leaveLine = (admission: Admission) => {
        const index = this.line.indexOf(waiter);
        if (index === -1) return;
        this.line.splice(index, 1);
        waiter.settle(admission);
      };
      const onGone = () => leaveLine({ outcome: 'gone' });
      const timer = setTimeout(() => leaveLine(this.shed()), this.options.maxWaitMs);
      gone?.addEventListener('abort', onGone, { once: true });
      this.line.push(waiter);
    });
  }

  /**
   * A slot at once when one is free and nobody waits, else null: the common case without a promise,
   * a timer or an abort signal. The admitted caller must call `release` exactly once.
   */
  tryEnter(): Admitted | null {
    return this.working < this.options.slots && this.line.length === 0 ? this.admit() : null;
  }

  /** How long the request at `position` in line (1 = next) should wait, from recent hold times. */
  private expectedWaitMs(position: number): number {
    return Math.ceil(position / this.options.slots) * this.meanHoldMs;
  }

  private shed(): Admission {
    this.refusedCount++;
    const clearSeconds = Math.ceil(this.expectedWaitMs(this.line.length + 1) / 1000);
    return {
      outcome: 'shed',
      retryAfterSeconds: Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(1, clearSeconds)),
    };
  }

  private admit(): Admitted {
    this.working++;
    // A bound method rather than an arrow function made here: under tsx (esbuild's keepNames) each
    // such arrow was named with a defineProperty, on every request.
    return {
      outcome: 'admitted',
      release: this.release.bind(this, { started: this.now(), released: false }),
    };
  }

  /** Gives a slot back, once: the hold time joins the running mean, and the next in line goes on. */
  private release(slot: { started: number; released: boolean }): void {
    if (slot.released) return;
    slot.released = true;
    this.working--;
    const held = this.now() - slot.started;
    this.meanHoldMs =
      this.meanHoldMs === 0 ? held : this.meanHoldMs + HOLD_TIME_WEIGHT * (held - this.meanHoldMs);
    this.next();
  }

  /**
   * Lets the next in line start on a later turn of the event loop, never straight from the release.
   * The embedded engine answers with promises alone: started straight away, a long line would run
   * from one request to the next in one unbroken chain, and meanwhile no connection is accepted, no
   * request read and no timer fired (clients waited minutes for a connection).
   */
  private next(): void {
    while (this.working < this.options.slots) {
      const waiter = this.line.shift();
      if (!waiter) return;
      const admission = this.admit();
      setImmediate(() => waiter.settle(admission));
    }
  }
}
