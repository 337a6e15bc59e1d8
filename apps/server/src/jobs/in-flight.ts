/**
 * Counts pieces of work under way, so shutdown can wait until none is left.
 *
 * pg-boss's own `stop()` waits only for the jobs its workers hold. A fetch already sent when it
 * stops still hands its job to the handler afterwards, and pg-boss then records the outcome without
 * awaiting it; closing the database in between fails those queries with nothing to catch them.
 */
export interface InFlight {
  /** Runs `work`, counting it until it settles. */
  track<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once nothing is under way (checked between macrotasks), or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

const CHECK_EVERY_MS = 20;

export function inFlight(): InFlight {
  let running = 0;
  return {
    async track(work) {
      running++;
      try {
        return await work();
      } finally {
        running--;
      }
    },
    async settled(timeoutMs) {
      const giveUpAt = Date.now() + timeoutMs;
      // A timer, not a microtask: a fetch that has just answered calls its handler, and the handler's
      // outcome is recorded, in the microtasks that follow, so each check sees that work counted.
      do {
        await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
      } while (running > 0 && Date.now() < giveUpAt);
    },
  };
}
