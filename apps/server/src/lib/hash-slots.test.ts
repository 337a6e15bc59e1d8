import { describe, expect, it } from 'vitest';
import { HashSlots } from './hash-slots.ts';

/** Work that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const work = () => {
    log.push(name);
    return done;
  };
  return { work, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('HashSlots', () => {
  it('keeps a slot for urgent work however many ordinary tasks wait, and runs at most its size', async () => {
    const slots = new HashSlots(3);
    const started: string[] = [];
    const tasks = ['new1', 'new2', 'new3', 'new4'].map((name) => gate(started, name));
    const runs = tasks.map((task) => slots.run(false, task.work));
    await settle();
    expect(started).toEqual(['new1', 'new2']);

    const signIns = ['sign-in1', 'sign-in2'].map((name) => gate(started, name));
    const signInRuns = signIns.map((task) => slots.run(true, task.work));
    await settle();
    expect(started).toEqual(['new1', 'new2', 'sign-in1']);

    // A freed slot goes to the waiting sign-in before the waiting new passwords.
    tasks[0]?.finish();
    await settle();
    expect(started).toEqual(['new1', 'new2', 'sign-in1', 'sign-in2']);

    for (const task of signIns) task.finish();
    await Promise.all(signInRuns);
    await settle();
    expect(started).toEqual(['new1', 'new2', 'sign-in1', 'sign-in2', 'new3']);
    for (const task of tasks) task.finish();
    await Promise.all(runs);
    expect(started).toHaveLength(6);
  });
});
