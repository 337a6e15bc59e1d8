import type { ComponentProps, ReactNode } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import { type FieldPathByValue, type FieldValues, get, useFormContext, useFormState } from 'react-hook-form';
import { useMessageText } from '../../lib/message-text.ts';
import { controlClassName, FieldChrome, type FieldChromeProps, fieldIds } from './field-chrome.tsx';
import { useFieldId } from './form.tsx';

/**
 * Fields of a `Form`: each reads the form from `useFormContext`, registers itself by `name` (a path
 * of the form's values that holds text), takes its id from the form's prefix and shows the form's
 * message for it, client's or server's, in the user's language where the contract's sentence is known.
 */

export type TextPath<T extends FieldValues> = FieldPathByValue<T, string>;

interface BoundChrome<T extends FieldValues> extends FieldChromeProps {
  name: TextPath<T>;
  /** The grid column it takes inside a FormSection's row; without it the field stacks with a margin. */
  col?: ColProps | undefined;
  /** Shown when the form holds no message for the field (a ZIP the lookup refused). */
  fallbackError?: string | undefined;
}

/** The field's id, registration and message. */
function useBoundField<T extends FieldValues>(name: TextPath<T>, fallbackError: string | undefined) {
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const text = useMessageText();
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const shown = typeof message === 'string' && message !== '' ? message : fallbackError;
  const error = shown ? text(shown) : undefined;
  return { inputId: useFieldId(name), registered: register(name), error };
}

/** Places a field in its grid column when it has one. */
function InColumn({ col, children }: { col: ColProps | undefined; children: ReactNode }) {
  return col ? <Col {...col}>{children}</Col> : children;
}

export type FieldProps<T extends FieldValues> = BoundChrome<T> &
  Omit<ComponentProps<'input'>, 'name' | 'children' | 'id'> & {
    /** Rewrites what is typed before the form sees it (digits only in a ZIP). */
    normalize?: (value: string) => string;
  };

/** A labelled input of a form. */
export function Field<T extends FieldValues>({
  name,
  col,
  label,
  optional,
  hint,
  wrapperClassName,
  fallbackError,
  normalize,
  className,
  ...input
}: FieldProps<T>) {
  const { inputId, registered, error } = useBoundField(name, fallbackError);
  return (
    <InColumn col={col}>
      <FieldChrome
        {...{ inputId, label, error, hint, optional }}
        wrapperClassName={wrapperClassName ?? (col ? '' : undefined)}
      >
        <input
          id={inputId}
          className={controlClassName('form-control', error, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldIds(inputId, error, hint).describedBy}
          {...input}
          {...registered}
          onChange={(event) => {
            if (normalize) event.target.value = normalize(event.target.value);
            return registered.onChange(event);
          }}
        />
      </FieldChrome>
    </InColumn>
  );
}

export type ChoiceFieldProps<T extends FieldValues> = BoundChrome<T> &
  Omit<ComponentProps<'select'>, 'name' | 'id'>;

/** A labelled select of a form; the options are its children. */
export function ChoiceField<T extends FieldValues>({
  name,
  col,
  label,
  optional,
  hint,
  wrapperClassName,
  fallbackError,
  className,
  children,
  ...select
}: ChoiceFieldProps<T>) {
  const { inputId, registered, error } = useBoundField(name, fallbackError);
  return (
    <InColumn col={col}>
      <FieldChrome
        {...{ inputId, label, error, hint, optional }}
        wrapperClassName={wrapperClassName ?? (col ? '' : undefined)}
      >
        <select
          id={inputId}
          className={controlClassName('form-select', error, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldIds(inputId, error, hint).describedBy}
          {...select}
          {...registered}
        >
          {children}
        </select>
      </FieldChrome>
    </InColumn>
  );
}

export type TextAreaFieldProps<T extends FieldValues> = BoundChrome<T> &
  Omit<ComponentProps<'textarea'>, 'name' | 'children' | 'id'>;

/** A labelled text area of a form (three rows unless told). */
export function TextAreaField<T extends FieldValues>({
  name,
  col,
  label,
  optional,
  hint,
  wrapperClassName,
  fallbackError,
  className,
  rows = 3,
  ...textarea
}: TextAreaFieldProps<T>) {
  const { inputId, registered, error } = useBoundField(name, fallbackError);
  return (
    <InColumn col={col}>
      <FieldChrome
        {...{ inputId, label, error, hint, optional }}
        wrapperClassName={wrapperClassName ?? (col ? '' : undefined)}
      >
        <textarea
          id={inputId}
          rows={rows}
          className={controlClassName('form-control', error, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldIds(inputId, error, hint).describedBy}
          {...textarea}
          {...registered}
        />
      </FieldChrome>
    </InColumn>
  );
}

/**
 * The fields bound to one values type, so a form writes `<Field name="pickupZip" />` and the
 * compiler checks the path against that type.
 */
export function fieldsOf<T extends FieldValues>() {
  return {
    Field: Field<T>,
    ChoiceField: ChoiceField<T>,
    TextAreaField: TextAreaField<T>,
  };
}
