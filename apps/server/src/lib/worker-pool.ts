import { type ResourceLimits, Worker } from 'node:worker_threads';
import { type AnswerMessage, failureError, type JobMessage } from './worker-messages.ts';

/**
 * Work that would hold the event loop for long (checking a file of thousands of rows, reading a
 * hostile feed) runs in worker threads, so every other request is answered meanwhile.
 */

/** A worker's entry file: `source` beside the caller (`./x.ts`), `built` its bundle in dist/ (`x.js`). */
export interface WorkerEntry {
  callerUrl: string;
  source: string;
  built: string;
}

/** Why a job's thread went away before answering: stopped by the pool, or dead on its own. */
export type ThreadLoss = { cause: 'timeout' } | { cause: 'out-of-memory' } | { cause: 'exit'; code: number };

export interface WorkerPoolOptions<Answer> {
  entry: WorkerEntry;
  /** Threads at most (1 unless set); further jobs wait, oldest first, for one to be free. */
  size?: number;
  /** An idle thread ends after this long, so what its work loaded is not kept for nothing; unset, it is kept. */
  idleMs?: number;
  /** A job that runs longer stops its thread. */
  jobTimeoutMs?: number;
  /** Each thread's heap (V8's old generation); a job that needs more stops its thread. */
  heapMb?: number;
  /** The answer of a job whose thread was lost; unset, the job rejects with an Error saying why. */
  onLoss?(loss: ThreadLoss): Answer;
}

interface Pending<Job, Answer> {
  id: number;
  job: Job;
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

interface PoolThread<Job, Answer> {
  worker: Worker;
  current: Pending<Job, Answer> | null;
  jobTimer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  /** Why the pool stopped the thread, for the job it was running. */
  stopped?: ThreadLoss;
}

/**
 * From source (tests, `npm run dev`) the caller's `.ts` file runs through tsx, loaded in the thread
 * itself; from the build, the bundle apps/server/build.ts writes beside the running one in dist/.
 */
function startThread(entry: WorkerEntry, resourceLimits: ResourceLimits): Worker {
  if (!entry.callerUrl.endsWith('.ts'))
    return new Worker(new URL(`./${entry.built}`, entry.callerUrl), { resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL(entry.source, entry.callerUrl).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, resourceLimits });
}

const lossText = (loss: ThreadLoss, limits: { jobTimeoutMs?: number; heapMb?: number }): string =>
  loss.cause === 'timeout'
    ? `the job took longer than ${limits.jobTimeoutMs} ms`
    : loss.cause === 'out-of-memory'
      ? `the job needed more than ${limits.heapMb} MB`
      : `the worker thread exited with code ${loss.code}`;

/**
 * Worker threads taking jobs (`serveJobs` answers them in the thread): each thread runs one job at a
 * time, started when a job finds none free, up to `size`. A job that throws an AppError rejects with
 * that AppError. A thread that dies, or is stopped for time or memory, fails only the job it was
 * running; the next jobs go on in a new thread. An idle thread never keeps the process alive.
 */
export class WorkerPool<Job, Answer> {
  private readonly threads: PoolThread<Job, Answer>[] = [];
  private readonly waiting: Pending<Job, Answer>[] = [];
  private nextId = 1;

  constructor(private readonly options: WorkerPoolOptions<Answer>) {}

  run(job: Job): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts a thread ahead of the first job, so its start overlaps the caller's other work. */
  warm(): void {
    if (this.threads.length === 0) this.idle(this.start());
  }

  /** Ends every thread; jobs under way or waiting reject. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    const closed = new Error('the worker thread was closed');
    for (const pending of this.waiting.splice(0)) pending.reject(closed);
    await Promise.all(
      threads.map((thread) => {
        clearTimeout(thread.idleTimer);
        clearTimeout(thread.jobTimer);
        thread.current?.reject(closed);
        return thread.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread =
        this.threads.find((candidate) => candidate.current === null) ??
        (this.threads.length < (this.options.size ?? 1) ? this.start() : null);
      if (!thread) return;
      const pending = this.waiting.shift() as Pending<Job, Answer>;
      clearTimeout(thread.idleTimer);
      thread.current = pending;
      thread.worker.ref();
      const { jobTimeoutMs } = this.options;
      if (jobTimeoutMs !== undefined)
        thread.jobTimer = setTimeout(() => this.stop(thread, { cause: 'timeout' }), jobTimeoutMs);
      thread.worker.postMessage({ id: pending.id, job: pending.job } satisfies JobMessage<Job>);
    }
  }

  private start(): PoolThread<Job, Answer> {
    const { entry, heapMb } = this.options;
    const thread: PoolThread<Job, Answer> = {
      worker: startThread(entry, heapMb === undefined ? {} : { maxOldGenerationSizeMb: heapMb }),
      current: null,
    };
    thread.worker.on('message', (message: AnswerMessage<Answer>) => {
      // A thread being stopped answers nothing more: its job gets the reason it was stopped.
      if (thread.stopped || message.id !== thread.current?.id) return;
      this.settle(thread, (pending) =>
        message.ok ? pending.resolve(message.answer) : pending.reject(failureError(message)),
      );
    });
    thread.worker.on('error', (error) => {
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        this.lose(thread, { cause: 'out-of-memory' });
      else this.drop(thread, (pending) => pending.reject(error));
    });
    thread.worker.on('exit', (code) => this.lose(thread, thread.stopped ?? { cause: 'exit', code }));
    this.threads.push(thread);
    return thread;
  }

  /** Stops a thread; its job is answered for `loss` when the thread has exited. */
  private stop(thread: PoolThread<Job, Answer>, loss: ThreadLoss): void {
    thread.stopped = loss;
    void thread.worker.terminate();
  }

  private lose(thread: PoolThread<Job, Answer>, loss: ThreadLoss): void {
    const { onLoss } = this.options;
    this.drop(thread, (pending) =>
      onLoss ? pending.resolve(onLoss(loss)) : pending.reject(new Error(lossText(loss, this.options))),
    );
  }

  /** Takes a lost thread out of the pool (once: an error is followed by an exit) and fails its job. */
  private drop(thread: PoolThread<Job, Answer>, outcome: (pending: Pending<Job, Answer>) => void): void {
    if (this.remove(thread)) this.settle(thread, outcome);
  }

  /** False when the thread had already left the pool (closed, idle, or lost before). */
  private remove(thread: PoolThread<Job, Answer>): boolean {
    const index = this.threads.indexOf(thread);
    if (index === -1) return false;
    this.threads.splice(index, 1);
    clearTimeout(thread.idleTimer);
    return true;
  }

  private settle(thread: PoolThread<Job, Answer>, outcome: (pending: Pending<Job, Answer>) => void): void {
    const pending = thread.current;
    clearTimeout(thread.jobTimer);
    thread.current = null;
    if (pending) outcome(pending);
    this.dispatch();
    if (thread.current === null && this.threads.includes(thread)) this.idle(thread);
  }

  private idle(thread: PoolThread<Job, Answer>): void {
    thread.worker.unref();
    const { idleMs } = this.options;
    if (idleMs === undefined) return;
    thread.idleTimer = setTimeout(() => {
      if (this.remove(thread)) void thread.worker.terminate();
    }, idleMs);
    thread.idleTimer.unref();
  }
}
