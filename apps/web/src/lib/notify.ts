import { TOAST_AUTO_CLOSE_MS } from '@loadboard/contracts';
import { type Id, type ToastContainerProps, toast } from 'react-toastify';
import { i18n, languageSwitch } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';
import { translateMessage } from './message-text.ts';

/**
 * Spec 9: top-right, 5 s auto-close, light theme. A toast is a status, read when the screen reader
 * is done; a failure's is an alert (showErrors), read at once.
 */
export const TOAST_CONTAINER_PROPS = {
  position: 'top-right',
  autoClose: TOAST_AUTO_CLOSE_MS,
  theme: 'light',
  newestOnTop: true,
  role: 'status',
} satisfies ToastContainerProps;

/**
 * The sentences a failure shows: each entry of the server's `errors` array when there is one
 * (registration), else the server's message, else the catalogue's message, else the fallback.
 */
export function errorMessages(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError) {
    const errors = (error.errors ?? []).filter((entry) => entry.trim().length > 0);
    if (errors.length > 0) return [...new Set(errors)];
    return [error.serverMessage || error.message || fallback];
  }
  return [fallback];
}

/**
 * The failure's sentences in the user's language. A sentence the web does not know (server prose
 * with values in it) is shown as sent in English; in another language the screen's own sentence,
 * which it knows, stands in for it, so nothing reads in English there.
 */
export function errorTexts(error: unknown, fallback: string): string[] {
  return textsOf(errorMessages(error, fallback), fallback);
}

function textsOf(messages: string[], fallback: string): string[] {
  const fallbackText = translateMessage(fallback) ?? fallback;
  const texts = messages.map(
    (message) => translateMessage(message) ?? (i18n.language === 'en' ? message : fallbackText),
  );
  return [...new Set(texts)];
}

/** Says something once the user's language is in (see languageSwitch), at once otherwise. */
function inLanguage(say: () => void): void {
  const switching = languageSwitch();
  if (switching) void switching.then(say, say);
  else say();
}

/** The toast last shown for each sentence, so that one still on screen is not shown twice. */
const shownFor = new Map<string, Id>();

/**
 * Shows a sentence unless it is on screen already (several calls failing at once fold into one).
 * A toast being closed does not count: the user who closed it and tried again is told again.
 */
function showOnce(key: string, show: () => Id): void {
  const shown = shownFor.get(key);
  if (shown !== undefined && toast.isActive(shown)) return;
  shownFor.set(key, show());
}

function showErrors(texts: string[]): void {
  for (const text of texts) {
    showOnce(`error:${text}`, () => toast.error(text, { role: 'alert' }));
  }
}

export function notifyError(error: unknown, fallback: string): void {
  // A caller that cancelled its own request has nothing to report.
  if (error instanceof ApiError && error.kind === 'aborted') return;
  inLanguage(() => showErrors(errorTexts(error, fallback)));
}

/**
 * One toast for a refusal whose problems the screen lists itself (a form's fields, an import's
 * rows): the server's summary ('Nothing was imported: 2 of 3 rows have problems'), or the screen's
 * own sentence where the summary cannot be said in the user's language.
 */
export function notifyRefusal(error: ApiError, fallback: string): void {
  inLanguage(() => showErrors(textsOf([error.serverMessage ?? fallback], fallback)));
}

/** A success toast; a contract sentence is shown in the user's language. */
export function notifySuccess(message: string): void {
  inLanguage(() => {
    const text = translateMessage(message) ?? message;
    showOnce(`success:${text}`, () => toast.success(text));
  });
}
