/**
 * A semaphore with two queues. Each argon2id hash takes 64 MiB and a core for tens of milliseconds;
 * run unbounded, twenty registrations at once share the cores twenty ways and every sign-in behind
 * them waits seconds. Bounded, a hash waits for a free slot, and a waiting sign-in takes the next
 * free slot before any waiting new password, so registrations can slow sign-in by one hash at most.
 */
export class HashSlots {
  private free: number;
  private readonly urgent: Array<() => void> = [];
  private readonly ordinary: Array<() => void> = [];

  constructor(size: number) {
    this.free = size;
  }

  /** Runs `work` in a slot; `urgent` work (checking a password someone is waiting on) goes first. */
  async run<T>(urgent: boolean, work: () => Promise<T>): Promise<T> {
    await this.acquire(urgent);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(urgent: boolean): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => (urgent ? this.urgent : this.ordinary).push(resolve));
  }

  /** Hands the slot straight to the next waiter, so a newcomer cannot take it in between. */
  private release(): void {
    const next = this.urgent.shift() ?? this.ordinary.shift();
    if (next) next();
    else this.free++;
  }
}
