import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifyRefusal } from '../../../lib/notify.ts';

/**
 * The toast of a refused save. A 422 lists its sentences in the form, so one toast says it failed
 * (rather than one per sentence); a network failure may have its own sentence (creating a post).
 */
export function notifySaveFailure(error: unknown, fallback: string, networkMessage?: string): void {
  if (!(error instanceof ApiError)) {
    notifyError(error, fallback);
  } else if (error.kind === 'aborted') {
    // the caller cancelled: nothing to say
  } else if (error.kind === 'network' && networkMessage) {
    notifyError(null, networkMessage);
  } else if (error.errors && error.errors.length > 1) {
    notifyRefusal(error, fallback);
  } else {
    notifyError(error, fallback);
  }
}
