import { getPriority } from 'node:os';
import { AppError } from '../src/lib/app-error.ts';
import { serveJobs } from '../src/lib/serve-jobs.ts';

/** The worker-pool test's thread: each job is one way a job can end. */
export type PoolJob =
  | { kind: 'echo'; value: number }
  | { kind: 'refuse' }
  | { kind: 'spin' }
  | { kind: 'hog' }
  | { kind: 'exit' }
  | { kind: 'priority' };

function answer(job: PoolJob): number {
  switch (job.kind) {
    case 'echo':
      return job.value;
    case 'refuse':
      throw new AppError(422, 'Please check the value', 'VALIDATION', ['Value is wrong'], {
        value: 'Value is wrong',
      });
    case 'spin':
      for (;;);
    case 'hog': {
      const kept: number[][] = [];
      for (;;) kept.push(new Array(100_000).fill(kept.length));
    }
    case 'exit':
      return process.exit(3);
    case 'priority':
      return getPriority();
  }
}

serveJobs<PoolJob, number>(answer, { lowPriority: true });
