import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/** What the helper needs of a react-hook-form form. */
type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'setError'>;

export interface ServerErrorOptions {
  /**
   * The form's path of a server path, or null when the form has no such field (the register form
   * keeps load board URLs as rows: the server's `loadBoardUrls.1` is the form's
   * `loadBoardUrls.3.url`). Paths are kept as they are unless told.
   */
  fieldOf?: (serverPath: string) => string | null;
}

/** Whether the form's values hold a text (a field's value) at `path`, rather than nothing or a group. */
function holdsField<T extends FieldValues>(form: FormLike<T>, path: string): path is FieldPath<T> {
  const value: unknown = form.getValues(path as FieldPath<T>);
  return value !== undefined && (value === null || typeof value !== 'object');
}

/**
 * Puts a refused save's field sentences (the server's `fields`, by dotted path) under their fields;
 * the form kit then moves the focus to the first and says the refusal. A sentence whose field the
 * form does not have stays where the caller shows the failure as a whole (its toast or its list of
 * sentences); so does anything that is not an answer of the server. Returns the paths that got a
 * message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: FormLike<T>,
  error: unknown,
  { fieldOf = (path) => path }: ServerErrorOptions = {},
): string[] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const placed: string[] = [];
  for (const [serverPath, message] of Object.entries(error.fields)) {
    const path = fieldOf(serverPath);
    if (path === null || !holdsField(form, path)) continue;
    form.setError(path, { type: 'server', message });
    placed.push(path);
  }
  return placed;
}
