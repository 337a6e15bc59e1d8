import type { ComponentProps, ReactNode } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '../../components/form/form.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { PlusIcon } from '../../components/icons.tsx';

interface AddEntryFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  idPrefix: string;
  onSubmit: NonNullable<ComponentProps<'form'>['onSubmit']>;
  /** The form's name and its button's words ('Add Service Area'). */
  label: string;
  /** What the button says while the entry is checked or saved. */
  pendingLabel: string;
  disabled?: boolean;
  /** The entry's fields, on the row before the button. */
  children: ReactNode;
}

/** A field that shares the add row with one other field and the button. */
export const ENTRY_CELL: ColProps = { xs: 6, sm: 4 };

/** The row under a section's list that adds an entry (a URL, an area, a lane): its fields, then Add. */
export function AddEntryForm<T extends FieldValues>({
  form,
  idPrefix,
  onSubmit,
  label,
  pendingLabel,
  disabled,
  children,
}: AddEntryFormProps<T>) {
  return (
    <Form form={form} idPrefix={idPrefix} onSubmit={onSubmit} aria-label={label}>
      <Row className="g-3 settings-add">
        {children}
        <Col xs={12} sm={4} className="settings-add-cell">
          <SubmitButton
            variant="outline-primary"
            className="d-inline-flex align-items-center justify-content-center gap-1 w-100"
            pending={form.formState.isSubmitting}
            pendingLabel={pendingLabel}
            disabled={disabled}
          >
            <PlusIcon size={16} />
            {label}
          </SubmitButton>
        </Col>
      </Row>
    </Form>
  );
}
