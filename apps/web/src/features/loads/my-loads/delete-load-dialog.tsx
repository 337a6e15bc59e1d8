import { LOAD_MESSAGES, type LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteLoad } from '../api.ts';

/** Delete asks first; the server refuses (409) once a carrier is assigned. */
export function DeleteLoadDialog({ load, onHide }: { load: LoadView | null; onHide: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteLoad();

  const confirm = (shown: LoadView) => {
    remove.mutate(shown.id, {
      onSuccess: () => {
        notifySuccess(LOAD_MESSAGES.deleted);
        onHide();
      },
      onError: (error) => notifyError(error, t('loads.delete.failed')),
    });
  };

  return (
    <ConfirmDialog
      target={load}
      title={t('loads.delete.title')}
      closeLabel={t('loads.details.close')}
      cancelLabel={t('loads.form.cancel')}
      confirmLabel={t('loads.delete.submit')}
      pendingLabel={t('loads.delete.deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
      onHide={onHide}
    >
      {(shown) => (
        <>
          <p className="mb-2">{t('loads.delete.confirm')}</p>
          {shown ? (
            <p className="mb-0 text-body-secondary small">
              {shown.jobNumber ? `${shown.jobNumber} · ` : ''}
              {shown.originLocation} → {shown.destinationLocation}
            </p>
          ) : null}
        </>
      )}
    </ConfirmDialog>
  );
}
