import { constants, getPriority, setPriority } from 'node:os';
import { isMainThread, parentPort } from 'node:worker_threads';
import { type AnswerMessage, failureMessage, type JobMessage } from './worker-messages.ts';

export interface ServeOptions {
  /** Yield the cores to the thread that answers requests (Linux only, see below). */
  lowPriority?: boolean;
}

/**
 * On Linux a thread has a nice value of its own, so this lowers the calling thread only; elsewhere the
 * call would lower the whole process, so it is left out. A thread already lower is left as it is
 * (raising it back would need privileges the server does not have).
 */
function lowerThreadPriority(): void {
  if (process.platform !== 'linux') return;
  if (getPriority() < constants.priority.PRIORITY_LOW) setPriority(constants.priority.PRIORITY_LOW);
}

/** In a worker thread: answers each job a WorkerPool posts with `handle`. */
export function serveJobs<Job, Answer>(handle: (job: Job) => Answer, options: ServeOptions = {}): void {
  if (isMainThread || !parentPort) throw new Error('serveJobs runs in a worker thread');
  if (options.lowPriority) lowerThreadPriority();
  const port = parentPort;
  port.on('message', ({ id, job }: JobMessage<Job>) => {
    let message: AnswerMessage<Answer>;
    try {
      message = { id, ok: true, answer: handle(job) };
    } catch (error) {
      message = failureMessage(id, error);
    }
    port.postMessage(message);
  });
}
