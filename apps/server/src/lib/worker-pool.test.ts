import { constants, getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { PoolJob } from '../../test/pool-worker.ts';
import { AppError } from './app-error.ts';
import { type ThreadLoss, WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';

const entry = { callerUrl: import.meta.url, source: '../../test/pool-worker.ts', built: 'pool-worker.js' };

const pools: WorkerPool<PoolJob, number>[] = [];
const pool = (options: Omit<WorkerPoolOptions<number>, 'entry'> = {}) => {
  const made = new WorkerPool<PoolJob, number>({ entry, ...options });
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

/** A lost job's answer in these tests: a number per cause. */
const lossCode = (loss: ThreadLoss) => ({ timeout: -1, 'out-of-memory': -2, exit: -3 })[loss.cause];

describe('a worker pool', () => {
  it('answers jobs in its thread, and a refused job rejects with its AppError, fields and all', async () => {
    const threads = pool();
    expect(await threads.run({ kind: 'echo', value: 7 })).toBe(7);
    const refused = await threads.run({ kind: 'refuse' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 422,
      message: 'Please check the value',
      code: 'VALIDATION',
      errors: ['Value is wrong'],
      fields: { value: 'Value is wrong' },
    });
  });

  it.runIf(process.platform === 'linux')(
    'lowers the priority of its thread only, when the thread asks',
    async () => {
      const before = getPriority();
      expect(await pool().run({ kind: 'priority' })).toBe(Math.max(before, constants.priority.PRIORITY_LOW));
      expect(getPriority()).toBe(before);
    },
  );

  // A job's time counts from when it is handed on, its new thread's start included: the limits
  // leave room for a busy machine starting one.
  it('stops a job that runs too long; the next job goes on in a new thread', async () => {
    const threads = pool({ jobTimeoutMs: 2_000, onLoss: lossCode });
    const spin = threads.run({ kind: 'spin' });
    const next = threads.run({ kind: 'echo', value: 1 });
    expect(await spin).toBe(-1);
    expect(await next).toBe(1);
    await expect(pool({ jobTimeoutMs: 2_000 }).run({ kind: 'spin' })).rejects.toThrow(
      'the job took longer than 2000 ms',
    );
  });

  it('stops a job that needs more memory than its thread has; the next job goes on', async () => {
    const threads = pool({ heapMb: 64, onLoss: lossCode });
    const hog = threads.run({ kind: 'hog' });
    const next = threads.run({ kind: 'echo', value: 2 });
    expect(await hog).toBe(-2);
    expect(await next).toBe(2);
    await expect(pool({ heapMb: 64 }).run({ kind: 'hog' })).rejects.toThrow('the job needed more than 64 MB');
  });

  it('fails only the job of a thread that dies', async () => {
    const threads = pool();
    const exit = threads.run({ kind: 'exit' }).catch((error: Error) => error.message);
    const next = threads.run({ kind: 'echo', value: 3 });
    expect(await exit).toBe('the worker thread exited with code 3');
    expect(await next).toBe(3);
    expect(await pool({ onLoss: lossCode }).run({ kind: 'exit' })).toBe(-3);
  });

  it('runs up to its size of jobs at once', async () => {
    const threads = pool({ size: 2, jobTimeoutMs: 6_000, onLoss: lossCode });
    const spin = threads.run({ kind: 'spin' });
    let spun = false;
    void spin.then(() => {
      spun = true;
    });
    expect(await threads.run({ kind: 'echo', value: 4 })).toBe(4);
    expect(spun).toBe(false);
    expect(await spin).toBe(-1);
  });

  it('rejects the jobs under way and waiting when closed', async () => {
    const threads = pool();
    const spin = expect(threads.run({ kind: 'spin' })).rejects.toThrow('the worker thread was closed');
    const waiting = expect(threads.run({ kind: 'echo', value: 5 })).rejects.toThrow(
      'the worker thread was closed',
    );
    await threads.close();
    await spin;
    await waiting;
  });
});
