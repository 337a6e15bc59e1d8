/**
 * A semaphore for argon2 work. Each argon2id hash takes 64 MiB and a core for tens of milliseconds;
 * run unbounded, twenty registrations at once share the cores twenty ways and every sign-in behind
 * them waits seconds. Here at most `size` run at once, and ordinary work (hashing a new password)
 * never takes the last slot: urgent work (checking the password of someone signing in) always finds
 * one free or next to free, and a waiting urgent task goes before every waiting ordinary one.
 */
export class HashSlots {
  private busy = 0;
  private busyOrdinary = 0;
  private readonly urgent: Array<() => void> = [];
  private readonly ordinary: Array<() => void> = [];

  /** `size` at least 2, so ordinary work has a slot of its own. */
  constructor(private readonly size: number) {}

  /** Runs `work` in a slot; `urgent` is for work someone is waiting on. */
  async run<T>(urgent: boolean, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      (urgent ? this.urgent : this.ordinary).push(start);
      this.dispatch();
    });
    try {
      return await work();
    } finally {
      this.busy--;
      if (!urgent) this.busyOrdinary--;
      this.dispatch();
    }
  }

  private dispatch(): void {
    while (this.busy < this.size) {
      const next = this.urgent.shift();
      if (!next) break;
      this.busy++;
      next();
    }
    while (this.busy < this.size && this.busyOrdinary < this.size - 1) {
      const next = this.ordinary.shift();
      if (!next) break;
      this.busy++;
      this.busyOrdinary++;
      next();
    }
  }
}
