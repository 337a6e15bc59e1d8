import type { ReactNode } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import { useTranslation } from 'react-i18next';
import { useFieldColumn, useSpacedByGrid } from './form-section.tsx';

/** What every field shows around its control: a label, the validation message and a hint. */
export interface FieldChromeProps {
  label: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean | undefined;
  hint?: ReactNode;
  /** Classes of the wrapper (spacing); 'mb-3' unless given, none on a grid that spaces its fields. */
  wrapperClassName?: string | undefined;
}

/** The ids that tie a control to its label, message and hint. */
export function fieldIds(inputId: string, error: string | undefined, hint: ReactNode) {
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { errorId, hintId, describedBy };
}

/** A control's classes: its Bootstrap base, red when invalid, and the caller's own. */
export function controlClassName(base: string, error: string | undefined, className: string | undefined) {
  return [base, error ? 'is-invalid' : null, className].filter(Boolean).join(' ');
}

/** The wrapper, label and messages of a field; `children` is the control. */
export function FieldChrome({
  inputId,
  label,
  optional,
  hint,
  error,
  wrapperClassName,
  children,
}: FieldChromeProps & { inputId: string; error: string | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const { errorId, hintId } = fieldIds(inputId, error, hint);
  return (
    <div className={wrapperClassName ?? 'mb-3'}>
      <label htmlFor={inputId} className="form-label">
        {label}
        {optional ? (
          <span className="text-body-secondary fw-normal small"> ({t('common.optional')})</span>
        ) : null}
      </label>
      {children}
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
    </div>
  );
}

/** What ties a control to its chrome: its id, classes and the ids of its message and hint. */
export interface ControlAttributes {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledControlProps extends FieldChromeProps {
  inputId: string;
  error: string | undefined;
  /** The control's Bootstrap class: 'form-control' for inputs and text areas, 'form-select' for selects. */
  base: 'form-control' | 'form-select';
  className?: string | undefined;
  /** The grid column it takes inside a FormSection's row; without it, the section's. */
  col?: ColProps | undefined;
  /** Draws the control from the attributes that tie it to the label and messages. */
  control: (attributes: ControlAttributes) => ReactNode;
}

/** A control in its chrome: every field of the kit, bound to a form or not, is drawn by this one. */
export function LabelledControl({
  inputId,
  error,
  base,
  className,
  col: own,
  control,
  wrapperClassName,
  ...chrome
}: LabelledControlProps) {
  const col = useFieldColumn(own);
  const spaced = useSpacedByGrid(col);
  const field = (
    <FieldChrome
      {...chrome}
      inputId={inputId}
      error={error}
      wrapperClassName={wrapperClassName ?? (spaced ? '' : undefined)}
    >
      {control({
        id: inputId,
        className: controlClassName(base, error, className),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': fieldIds(inputId, error, chrome.hint).describedBy,
      })}
    </FieldChrome>
  );
  return col ? <Col {...col}>{field}</Col> : field;
}
