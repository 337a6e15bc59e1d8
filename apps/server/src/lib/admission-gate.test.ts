import { describe, expect, it } from 'vitest';
import { type Admission, AdmissionGate } from './admission-gate.ts';

function admitted(admission: Admission) {
  if (admission.outcome !== 'admitted') throw new Error(`expected admitted, got ${admission.outcome}`);
  return admission.release;
}

describe('AdmissionGate', () => {
  it('admits up to its slots at once, then lets the line in oldest first as slots come back', async () => {
    const gate = new AdmissionGate({ slots: 2, maxWaitMs: 60_000, maxQueue: 100 });
    const first = admitted(await gate.enter());
    const second = admitted(await gate.enter());
    const order: string[] = [];
    const third = gate.enter().then((a) => {
      order.push('third');
      return a;
    });
    const fourth = gate.enter().then((a) => {
      order.push('fourth');
      return a;
    });
    expect([gate.busy, gate.waiting]).toEqual([2, 2]);

    first();
    first(); // a second release of the same slot changes nothing
    const thirdRelease = admitted(await third);
    expect(order).toEqual(['third']);
    expect([gate.busy, gate.waiting]).toEqual([2, 1]);

    second();
    admitted(await fourth)();
    thirdRelease();
    expect([gate.busy, gate.waiting]).toEqual([0, 0]);
  });

  it('gives a free slot at once without a promise, and none while the slots are taken or anyone waits', async () => {
    const gate = new AdmissionGate({ slots: 1, maxWaitMs: 60_000, maxQueue: 100 });
    const now = gate.tryEnter();
    expect(now?.outcome).toBe('admitted');
    expect(gate.tryEnter()).toBeNull();
    const waiting = gate.enter();
    now?.release();
    // The slot went to the one in line, not to whoever asks next.
    expect(gate.tryEnter()).toBeNull();
    admitted(await waiting)();
    expect(gate.tryEnter()?.outcome).toBe('admitted');
  });

  it('answers "shed" to a request still waiting after the longest wait, with a Retry-After of at least 1 s', async () => {
    const gate = new AdmissionGate({ slots: 1, maxWaitMs: 30, maxQueue: 100 });
    const holder = admitted(await gate.enter());
    const answer = await gate.enter();
    expect(answer).toEqual({ outcome: 'shed', retryAfterSeconds: 1 });
    expect(gate.waiting).toBe(0);
    holder();
  });

  it('sheds at once when recent hold times say the line ahead would take longer than the longest wait', async () => {
    let clock = 0;
    const gate = new AdmissionGate({ slots: 1, maxWaitMs: 100, maxQueue: 100, now: () => clock });
    const slow = admitted(await gate.enter());
    clock += 60;
    slow(); // requests now hold their slot 60 ms
    const holder = admitted(await gate.enter());
    const next = gate.enter(); // expected wait 60 ms: waits in line
    expect(gate.waiting).toBe(1);
    // Expected wait 120 ms > 100 ms: turned away while the slot is still held, without waiting in line.
    expect(await gate.enter()).toEqual({ outcome: 'shed', retryAfterSeconds: 1 });
    expect([gate.busy, gate.waiting]).toEqual([1, 1]);
    holder();
    admitted(await next)();
  });

  it('never lets the line grow past maxQueue', async () => {
    const gate = new AdmissionGate({ slots: 1, maxWaitMs: 60_000, maxQueue: 2 });
    const holder = admitted(await gate.enter());
    const waiting = [gate.enter(), gate.enter()];
    expect((await gate.enter()).outcome).toBe('shed');
    holder();
    for (const wait of waiting) admitted(await wait)();
  });

  it('takes a request whose client has gone out of the line: it never gets a slot', async () => {
    const gate = new AdmissionGate({ slots: 1, maxWaitMs: 60_000, maxQueue: 100 });
    const holder = admitted(await gate.enter());
    const client = new AbortController();
    const leaving = gate.enter(client.signal);
    const staying = gate.enter();
    expect(gate.waiting).toBe(2);
    client.abort();
    expect(await leaving).toEqual({ outcome: 'gone' });
    expect(gate.waiting).toBe(1);
    holder();
    admitted(await staying)();
    expect(gate.busy).toBe(0);

    const goneBefore = new AbortController();
    goneBefore.abort();
    expect(await gate.enter(goneBefore.signal)).toEqual({ outcome: 'gone' });
  });
});
