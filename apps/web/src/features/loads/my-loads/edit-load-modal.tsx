import { LOAD_MESSAGES, type LoadView } from '@loadboard/contracts';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { keepTabInside } from '../../../components/keep-tab-inside.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateLoad } from '../api.ts';
import { PostModalHeader, useShownWhileFading } from '../details/post-modal-header.tsx';
import { LoadPostForm } from '../post/load-post-form.tsx';
import { freightValuesFrom, type PostBody, truckValuesFrom } from '../post/post-form-values.ts';
import { notifySaveFailure } from '../post/save-failure.ts';

/** Edit (offered while ACTIVE): the post's own form, prefilled → PUT /api/loads/:id. */
export function EditLoadModal({ load, onHide }: { load: LoadView | null; onHide: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateLoad();
  const shown = useShownWhileFading(load);

  const onSubmit = async (body: PostBody) => {
    if (!shown) return;
    try {
      await update.mutateAsync({ id: shown.id, body });
    } catch (error) {
      notifySaveFailure(error, LOAD_MESSAGES.updateFailed);
      throw error;
    }
    notifySuccess(LOAD_MESSAGES.updated);
    onHide();
  };

  return (
    <Modal
      show={load !== null}
      onHide={onHide}
      size="xl"
      backdrop="static"
      aria-labelledby="edit-load-title"
      onKeyDown={keepTabInside}
    >
      <PostModalHeader titleId="edit-load-title" title={t('loads.edit.title')} jobNumber={shown?.jobNumber} />
      <Modal.Body>
        {shown ? (
          <LoadPostForm
            key={shown.id}
            type={shown.type}
            idPrefix={`edit-${shown.id}`}
            initialValues={shown.type === 'TRUCK' ? truckValuesFrom(shown) : freightValuesFrom(shown)}
            onSubmit={onSubmit}
            submitLabel={t('loads.form.save')}
            pendingLabel={t('loads.form.saving')}
            onCancel={onHide}
          />
        ) : null}
      </Modal.Body>
    </Modal>
  );
}
