import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { AppError } from './app-error.ts';

/**
 * Work that would hold the event loop for long (checking a file of thousands of rows) runs in a
 * worker thread, so every other request is answered meanwhile.
 */

/** A worker's entry file: `source` beside the caller (`./x.ts`), `built` its bundle in dist/ (`x.js`). */
export interface WorkerEntry {
  callerUrl: string;
  source: string;
  built: string;
}

interface JobMessage<Job> {
  id: number;
  job: Job;
}

/** An AppError crosses the thread as its fields (a clone of an Error keeps its message only). */
interface FailureFields {
  statusCode: number;
  message: string;
  code?: AppError['code'];
  errors?: string[];
  fields?: Record<string, string>;
}

type AnswerMessage<Answer> =
  | { id: number; ok: true; answer: Answer }
  | { id: number; ok: false; appError: FailureFields }
  | { id: number; ok: false; failure: string };

/**
 * From source (tests, `npm run dev`) the caller's `.ts` file runs through tsx, loaded in the thread
 * itself; from the build, the bundle apps/server/build.ts writes beside the running one in dist/.
 */
function startThread(entry: WorkerEntry): Worker {
  if (!entry.callerUrl.endsWith('.ts')) return new Worker(new URL(`./${entry.built}`, entry.callerUrl));
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL(entry.source, entry.callerUrl).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true });
}

/**
 * One worker thread taking jobs in turn: started on the first job, ended after `idleMs` without one
 * (the data its work loaded is not kept in memory for nothing), started again when needed.
 * A job that throws an AppError rejects with that AppError; a thread that dies rejects its jobs.
 */
export class WorkerThread<Job, Answer> {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(answer: Answer): void; reject(error: Error): void }>();
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly entry: WorkerEntry,
    private readonly idleMs: number,
  ) {}

  run(job: Job): Promise<Answer> {
    clearTimeout(this.idleTimer);
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, job } satisfies JobMessage<Job>);
    });
  }

  /** Ends the thread; jobs still under way reject. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    if (!worker) return;
    this.fail(worker, new Error('the worker thread was closed'));
    await worker.terminate();
  }

  private start(): Worker {
    const worker = startThread(this.entry);
    // An idle thread never keeps the process alive.
    worker.unref();
    worker.on('message', (message: AnswerMessage<Answer>) => this.settle(message));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`the worker thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private settle(message: AnswerMessage<Answer>): void {
    const job = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (message.ok) job?.resolve(message.answer);
    else if ('appError' in message) {
      const { statusCode, message: text, code, errors, fields } = message.appError;
      job?.reject(new AppError(statusCode, text, code, errors, fields));
    } else job?.reject(new Error(message.failure));
    if (this.pending.size === 0) {
      this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
      this.idleTimer.unref();
    }
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}

/** In a worker thread: answers each job posted by a WorkerThread with `handle`. */
export function serveJobs<Job, Answer>(handle: (job: Job) => Answer): void {
  if (isMainThread || !parentPort) throw new Error('serveJobs runs in a worker thread');
  const port = parentPort;
  port.on('message', ({ id, job }: JobMessage<Job>) => {
    let message: AnswerMessage<Answer>;
    try {
      message = { id, ok: true, answer: handle(job) };
    } catch (error) {
      message =
        error instanceof AppError
          ? {
              id,
              ok: false,
              appError: {
                statusCode: error.statusCode,
                message: error.message,
                code: error.code,
                errors: error.errors,
                fields: error.fields,
              },
            }
          : { id, ok: false, failure: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(message);
  });
}
