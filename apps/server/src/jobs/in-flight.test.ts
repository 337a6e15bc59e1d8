import { describe, expect, it } from 'vitest';
import { inFlight } from './in-flight.ts';

describe('work in flight, as job shutdown waits for it', () => {
  it('waits for work handed on in the microtasks after other work settles (a fetch handing its job to the handler)', async () => {
    const busy = inFlight();
    const done: string[] = [];
    let answerFetch!: () => void;
    const fetch = busy.track(() => new Promise<void>((resolve) => (answerFetch = resolve)));
    void fetch.then(() =>
      busy.track(async () => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        done.push('handler');
      }),
    );
    const settled = busy.settled(5_000).then(() => done.push('settled'));
    answerFetch();
    await settled;
    expect(done).toEqual(['handler', 'settled']);
  });

  it('counts work that fails until it has failed, and passes the failure on', async () => {
    const busy = inFlight();
    await expect(busy.track(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    // Were the failed work still counted, this would wait past the test's own time-out.
    await busy.settled(60_000);
  });

  it('gives up after the time it was given when work never ends', async () => {
    const busy = inFlight();
    void busy.track(() => new Promise(() => {}));
    let settled = false;
    void busy.settled(100).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(settled).toBe(true);
  });
});
