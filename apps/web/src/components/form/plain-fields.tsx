import { type ComponentProps, useId } from 'react';
import { useMessageText } from '../../lib/message-text.ts';
import { controlClassName, FieldChrome, type FieldChromeProps, fieldIds } from './field-chrome.tsx';

/**
 * Fields outside a react-hook-form form (list filters, the Post As choice): the caller holds the
 * value and the message. Fields of a form are in `fields.tsx`.
 */

interface PlainChrome extends FieldChromeProps {
  /** The validation message; marks the control invalid. */
  error?: string | undefined;
}

/** The caller's message in the user's language, where it is a known contract sentence. */
function useTranslated(message: string | undefined): string | undefined {
  const text = useMessageText();
  return message ? text(message) : message;
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & PlainChrome;

/** A labelled input (the label is tied to it) with its message and hint. */
export function TextField({
  label,
  error: sent,
  hint,
  optional,
  wrapperClassName,
  id,
  className,
  ...input
}: TextFieldProps) {
  const error = useTranslated(sent);
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldChrome {...{ inputId, label, error, hint, optional, wrapperClassName }}>
      <input
        id={inputId}
        className={controlClassName('form-control', error, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldIds(inputId, error, hint).describedBy}
        {...input}
      />
    </FieldChrome>
  );
}

export type SelectFieldProps = ComponentProps<'select'> & PlainChrome;

export function SelectField({
  label,
  error: sent,
  hint,
  optional,
  wrapperClassName,
  id,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const error = useTranslated(sent);
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldChrome {...{ inputId, label, error, hint, optional, wrapperClassName }}>
      <select
        id={inputId}
        className={controlClassName('form-select', error, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldIds(inputId, error, hint).describedBy}
        {...select}
      >
        {children}
      </select>
    </FieldChrome>
  );
}
