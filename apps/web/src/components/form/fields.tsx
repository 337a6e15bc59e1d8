import type { ComponentProps, ReactNode } from 'react';
import type { ColProps } from 'react-bootstrap/Col';
import {
  type FieldPathByValue,
  type FieldValues,
  get,
  type UseFormRegisterReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { useMessageText } from '../../lib/message-text.ts';
import { type ControlAttributes, type FieldChromeProps, LabelledControl } from './field-chrome.tsx';
import { useFieldId, useFormReadOnly } from './form.tsx';

/**
 * Fields of a `Form`: each reads the form from `useFormContext`, registers itself by `name` (a path
 * of the form's values that holds text), takes its id from the form's prefix and shows the form's
 * message for it, client's or server's, in the user's language where the contract's sentence is known.
 */

export type TextPath<T extends FieldValues> = FieldPathByValue<T, string>;

interface BoundChrome<T extends FieldValues> extends FieldChromeProps {
  name: TextPath<T>;
  /** The grid column it takes inside a FormSection's row; without it, the section's. */
  col?: ColProps | undefined;
  /** Shown when the form holds no message for the field (a ZIP the lookup refused). */
  fallbackError?: string | undefined;
  className?: string | undefined;
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

/** What a bound control spreads: the chrome's ties, the caller's own attributes, the registration. */
type BoundAttributes<Own> = ControlAttributes & Own & UseFormRegisterReturn;

/**
 * One field of a form: takes the chrome's and the binding's props off `field` and hands the rest,
 * with the ties and the registration, to `control`.
 */
function BoundControl<T extends FieldValues, Own extends object>({
  field,
  base,
  control,
}: {
  field: BoundChrome<T> & Own;
  base: 'form-control' | 'form-select';
  control: (attributes: BoundAttributes<Own>) => ReactNode;
}) {
  const { name, col, label, optional, hint, wrapperClassName, fallbackError, className, ...own } = field;
  const { inputId, registered, error } = useBoundField(name, fallbackError);
  const readOnly = useFormReadOnly();
  return (
    <LabelledControl
      {...{ inputId, label, error, hint, base, className, col, wrapperClassName }}
      optional={optional && !readOnly}
      control={(ties) => control({ ...ties, ...(own as Own), ...registered })}
    />
  );
}

export type FieldProps<T extends FieldValues> = BoundChrome<T> &
  Omit<ComponentProps<'input'>, 'name' | 'children' | 'id'> & {
    /** Rewrites what is typed before the form sees it (digits only in a ZIP). */
    normalize?: (value: string) => string;
  };

/** A labelled input of a form; read-only, unless it says otherwise, while its form is. */
export function Field<T extends FieldValues>({ normalize, readOnly, ...field }: FieldProps<T>) {
  const formReadOnly = useFormReadOnly();
  return (
    <BoundControl
      field={field}
      base="form-control"
      control={(attributes) => (
        <input
          readOnly={readOnly ?? formReadOnly}
          {...attributes}
          onChange={(event) => {
            if (normalize) event.target.value = normalize(event.target.value);
            return attributes.onChange(event);
          }}
        />
      )}
    />
  );
}

export type ChoiceFieldProps<T extends FieldValues> = BoundChrome<T> &
  Omit<ComponentProps<'select'>, 'name' | 'id'>;

/** A labelled select of a form; the options are its children. */
export function ChoiceField<T extends FieldValues>({ children, ...field }: ChoiceFieldProps<T>) {
  return (
    <BoundControl
      field={field}
      base="form-select"
      control={(attributes) => <select {...attributes}>{children}</select>}
    />
  );
}

export type TextAreaFieldProps<T extends FieldValues> = BoundChrome<T> &
  Omit<ComponentProps<'textarea'>, 'name' | 'children' | 'id'>;

/** A labelled text area of a form (three rows unless told). */
export function TextAreaField<T extends FieldValues>({ rows = 3, ...field }: TextAreaFieldProps<T>) {
  return (
    <BoundControl
      field={field}
      base="form-control"
      control={(attributes) => <textarea rows={rows} {...attributes} />}
    />
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
