import { AppError } from './app-error.ts';

/** What a WorkerPool posts to its thread, and what `serveJobs` answers. */
export interface JobMessage<Job> {
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

export type AnswerMessage<Answer> =
  | { id: number; ok: true; answer: Answer }
  | { id: number; ok: false; appError: FailureFields }
  | { id: number; ok: false; failure: string };

/** In the thread: a job's throw as a message (an AppError keeps its fields, anything else its text). */
export function failureMessage(id: number, error: unknown): AnswerMessage<never> {
  if (!(error instanceof AppError))
    return { id, ok: false, failure: error instanceof Error ? error.message : String(error) };
  const { statusCode, message, code, errors, fields } = error;
  return { id, ok: false, appError: { statusCode, message, code, errors, fields } };
}

/** In the caller: a thread's failure as the error the job rejects with. */
export function failureError(message: Exclude<AnswerMessage<unknown>, { ok: true }>): Error {
  if (!('appError' in message)) return new Error(message.failure);
  const { statusCode, message: text, code, errors, fields } = message.appError;
  return new AppError(statusCode, text, code, errors, fields);
}
