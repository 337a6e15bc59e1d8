import { type RefObject, useEffect, useRef, useState } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { i18n } from '../../i18n/index.ts';
import { announce } from '../../lib/announce.ts';

/**
 * How a form tells of a refusal, once its messages are drawn: the focus goes to the first field
 * marked invalid, which reads its message (its aria-describedby names it), and the assertive live
 * region says how many fields need correcting and which is first, for a field that already had the
 * focus is not read again. The messages themselves are not repeated there: they are on the page.
 */
function sayRefusal(container: HTMLElement): void {
  const invalid = [...container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  const first = invalid[0];
  if (!first) return;
  first.focus();
  const field =
    (first as HTMLInputElement).labels?.[0]?.textContent?.trim() || first.getAttribute('aria-label') || '';
  announce(i18n.t('common.formRefused', { count: invalid.length, field }), 'assertive');
}

/**
 * Tells of each refusal of the form in `container`: `refusals` counts the submits that may have been
 * refused (0: none yet); after each, once drawn, one that left a field marked invalid is told.
 */
export function useRefusalFocus(container: RefObject<HTMLElement | null>, refusals: number): void {
  useEffect(() => {
    if (refusals > 0 && container.current) sayRefusal(container.current);
  }, [refusals, container]);
}

/** The server's messages on a form (react-hook-form's errors of type 'server'), path by path. */
function serverMessages(errors: object, path = ''): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const { type, message } = value as { type?: unknown; message?: unknown };
    if (typeof type === 'string') {
      if (type === 'server') found.push(`${path}${key}: ${String(message)}`);
    } else {
      found.push(...serverMessages(value, `${path}${key}.`));
    }
  }
  return found;
}

/**
 * A react-hook-form form's refusals so far: each submit that ended with messages, and each time the
 * server's messages were placed on it after a send (lib/form-errors.ts).
 */
export function useFormRefusals<T extends FieldValues, C, O>(control: Control<T, C, O>): number {
  const { submitCount, isSubmitSuccessful, errors } = useFormState({ control });
  const messages = JSON.stringify(serverMessages(errors));
  const seen = useRef({ submitCount, messages: [] as string[] });
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    const before = seen.current;
    const current = JSON.parse(messages) as string[];
    seen.current = { submitCount, messages: current };
    const refusedSubmit = submitCount !== before.submitCount && !isSubmitSuccessful;
    const placed = current.some((message) => !before.messages.includes(message));
    if (refusedSubmit || placed) setRefusals((count) => count + 1);
  }, [submitCount, isSubmitSuccessful, messages]);
  return refusals;
}
