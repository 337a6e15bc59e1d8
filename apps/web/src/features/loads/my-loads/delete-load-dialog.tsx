import { LOAD_MESSAGES, type LoadView } from '@loadboard/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteLoad } from '../api.ts';

/** Delete asks first; the server refuses (409) once a carrier is assigned. */
export function DeleteLoadDialog({ load, onHide }: { load: LoadView | null; onHide: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteLoad();
  const [last, setLast] = useState(load);
  if (load && load !== last) setLast(load);
  const shown = load ?? last;

  const confirm = () => {
    if (!shown) return;
    remove.mutate(shown.id, {
      onSuccess: () => {
        notifySuccess(LOAD_MESSAGES.deleted);
        onHide();
      },
      onError: (error) => notifyError(error, t('loads.delete.failed')),
    });
  };

  return (
    <Modal show={load !== null} onHide={onHide} centered aria-labelledby="delete-load-title">
      <Modal.Header closeButton closeLabel={t('loads.details.close')}>
        <Modal.Title id="delete-load-title" as="h2" className="h5">
          {t('loads.delete.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">{t('loads.delete.confirm')}</p>
        {shown ? (
          <p className="mb-0 text-body-secondary small">
            {shown.jobNumber ? `${shown.jobNumber} · ` : ''}
            {shown.originLocation} → {shown.destinationLocation}
          </p>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={remove.isPending}>
          {t('loads.form.cancel')}
        </Button>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <SubmitButton variant="danger" pending={remove.isPending} pendingLabel={t('loads.delete.deleting')}>
            {t('loads.delete.submit')}
          </SubmitButton>
        </form>
      </Modal.Footer>
    </Modal>
  );
}
