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
  it('runs at most its size at once, and a waiting urgent task before waiting ordinary ones', async () => {
    const slots = new HashSlots(2);
    const started: string[] = [];
    const tasks = ['new1', 'new2', 'new3', 'new4'].map((name) => gate(started, name));
    const runs = tasks.map((task) => slots.run(false, task.work));
    const signIn = gate(started, 'sign-in');
    const signInRun = slots.run(true, signIn.work);
    await settle();
    expect(started).toEqual(['new1', 'new2']);

    tasks[0]?.finish();
    await settle();
    expect(started).toEqual(['new1', 'new2', 'sign-in']);

    signIn.finish();
    await signInRun;
    await settle();
    expect(started).toEqual(['new1', 'new2', 'sign-in', 'new3']);
    for (const task of tasks) task.finish();
    await Promise.all(runs);
    expect(started).toEqual(['new1', 'new2', 'sign-in', 'new3', 'new4']);
  });
});
