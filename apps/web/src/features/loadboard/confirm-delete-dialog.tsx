import { LOADBOARD_MESSAGES, type LoadboardUrlItem } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
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
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <ConfirmDialog
      {...props}
      title={t('loadboards.confirmTitle')}
      closeLabel={t('loadboards.close')}
      cancelLabel={t('loadboards.cancel')}
      confirmLabel={t('loadboards.confirm')}
      pendingLabel={t('loadboards.deleting')}
    >
      {(shown) => (
        <>
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
        </>
      )}
    </ConfirmDialog>
  );
}
