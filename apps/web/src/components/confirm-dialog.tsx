import { type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from './form/submit-button.tsx';
import { keepTabInside } from './keep-tab-inside.ts';

interface ConfirmDialogProps<T> {
  /** What the action would act on; null hides the dialog. */
  target: T | null;
  /** The dialog's title, which names it. */
  title: string;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The confirming button's colour: red for a delete (the default), another for a deal. */
  confirmVariant?: 'danger' | 'primary' | 'success';
  onConfirm: (target: T) => void;
  onHide: () => void;
  /** The question and what it is about, for the target shown. */
  children: (target: T | null) => ReactNode;
}

/** Asks before an action that cannot be taken back (a delete, a booking): Cancel, or the button that does it. */
export function ConfirmDialog<T>({
  target,
  title,
  closeLabel,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  confirmVariant = 'danger',
  onConfirm,
  onHide,
  children,
}: ConfirmDialogProps<T>) {
  const titleId = useId();
  // The dialog keeps its text while it fades out.
  const [last, setLast] = useState(target);
  if (target && target !== last) setLast(target);
  const shown = target ?? last;
  return (
    <Modal
      show={target !== null}
      onHide={onHide}
      centered
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
    >
      <Modal.Header closeButton closeLabel={closeLabel}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children(shown)}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          {cancelLabel}
        </Button>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (shown) onConfirm(shown);
          }}
        >
          <SubmitButton variant={confirmVariant} pending={pending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </SubmitButton>
        </form>
      </Modal.Footer>
    </Modal>
  );
}
