import { LOADBOARD_MESSAGES, type LoadboardUrlItem } from '@loadboard/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { useMessageText } from '../../lib/message-text.ts';

/** What a delete would remove: one URL, or every URL of the row's user. */
export interface DeleteTarget {
  kind: 'url' | 'user';
  row: LoadboardUrlItem;
}

interface ConfirmDeleteDialogProps {
  target: DeleteTarget | null;
  pending: boolean;
  onConfirm: (target: DeleteTarget) => void;
  onHide: () => void;
}

/** Spec 5: 'Are you sure you want to delete this URL?' / '… all URLs for this user?'. */
export function ConfirmDeleteDialog({ target, pending, onConfirm, onHide }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  // The dialog keeps its text while it fades out.
  const [last, setLast] = useState(target);
  if (target && target !== last) setLast(target);
  const shown = target ?? last;
  return (
    <Modal show={target !== null} onHide={onHide} centered aria-labelledby="loadboard-delete-title">
      <Modal.Header closeButton closeLabel={t('loadboards.close')}>
        <Modal.Title id="loadboard-delete-title" as="h2" className="h5">
          {t('loadboards.confirmTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">
          {text(
            shown?.kind === 'user'
              ? LOADBOARD_MESSAGES.confirmDeleteUserUrls
              : LOADBOARD_MESSAGES.confirmDeleteUrl,
          )}
        </p>
        {shown ? (
          <p className="mb-0 text-body-secondary small text-break">
            {shown.kind === 'user'
              ? `${shown.row.user.username} · ${shown.row.user.companyName}`
              : shown.row.url}
          </p>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          {t('loadboards.cancel')}
        </Button>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (shown) onConfirm(shown);
          }}
        >
          <SubmitButton variant="danger" pending={pending} pendingLabel={t('loadboards.deleting')}>
            {t('loadboards.confirm')}
          </SubmitButton>
        </form>
      </Modal.Footer>
    </Modal>
  );
}
