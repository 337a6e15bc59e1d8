import { type ComponentProps, type ReactNode, useId } from 'react';
import type { ColProps } from 'react-bootstrap/Col';
import { useMessageText } from '../../lib/message-text.ts';
import { type ControlAttributes, type FieldChromeProps, LabelledControl } from './field-chrome.tsx';

/**
 * Fields outside a react-hook-form form (list filters, the Post As choice): the caller holds the
 * value and the message. Fields of a form are in `fields.tsx`.
 */

interface PlainChrome extends FieldChromeProps {
  /** The validation message; marks the control invalid. */
  error?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** The grid column it takes inside a FormSection's row; without it, the section's. */
  col?: ColProps | undefined;
}

/**
 * One field the caller holds: takes the chrome's props off `field`, gives the control the caller's
 * id or a generated one and the message in the user's language where it is a known contract sentence.
 */
function PlainControl<Own extends object>({
  field,
  base,
  control,
}: {
  field: PlainChrome & Own;
  base: 'form-control' | 'form-select';
  control: (attributes: ControlAttributes & Own) => ReactNode;
}) {
  const { label, error: sent, hint, optional, wrapperClassName, id, className, col, ...own } = field;
  const text = useMessageText();
  const error = sent ? text(sent) : sent;
  const generated = useId();
  return (
    <LabelledControl
      {...{ label, error, hint, optional, wrapperClassName, base, className, col }}
      inputId={id ?? generated}
      control={(ties) => control({ ...ties, ...(own as Own) })}
    />
  );
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & PlainChrome;

/** A labelled input (the label is tied to it) with its message and hint. */
export function TextField(field: TextFieldProps) {
  return (
    <PlainControl field={field} base="form-control" control={(attributes) => <input {...attributes} />} />
  );
}

export type SelectFieldProps = ComponentProps<'select'> & PlainChrome;

export function SelectField({ children, ...field }: SelectFieldProps) {
  return (
    <PlainControl
      field={field}
      base="form-select"
      control={(attributes) => <select {...attributes}>{children}</select>}
    />
  );
}
