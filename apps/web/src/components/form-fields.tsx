import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldChrome {
  label: ReactNode;
  /** The validation message; marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Classes of the wrapper (spacing, grid). */
  wrapperClassName?: string;
}

function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, errorId, hintId, describedBy };
}

function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="form-label">
      {label}
      {optional ? (
        <span className="text-body-secondary fw-normal small"> ({t('common.optional')})</span>
      ) : null}
    </label>
  );
}

function FieldMessages({
  error,
  hint,
  errorId,
  hintId,
}: {
  error?: string | undefined;
  hint: ReactNode;
  errorId: string;
  hintId: string;
}) {
  return (
    <>
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </>
  );
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & FieldChrome;

/** A labelled input (the label is tied to it) with its message and hint. */
export function TextField({
  label,
  error,
  hint,
  optional,
  wrapperClassName,
  id,
  className,
  ...input
}: TextFieldProps) {
  const { inputId, errorId, hintId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className={wrapperClassName ?? 'mb-3'}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} />
      <input
        id={inputId}
        className={['form-control', error ? 'is-invalid' : null, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

export type SelectFieldProps = ComponentProps<'select'> & FieldChrome;

export function SelectField({
  label,
  error,
  hint,
  optional,
  wrapperClassName,
  id,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const { inputId, errorId, hintId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className={wrapperClassName ?? 'mb-3'}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} />
      <select
        id={inputId}
        className={['form-select', error ? 'is-invalid' : null, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
