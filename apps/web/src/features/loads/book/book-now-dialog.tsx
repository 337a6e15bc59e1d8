import { LOAD_MESSAGES, type LoadView } from '@loadboard/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { ApiSuccess } from '../../../lib/api-client.ts';
import { useDates } from '../../../lib/dates.ts';
import { formatMoney, loadName } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useBookLoad } from '../api.ts';
import { useShownWhileFading } from '../details/post-modal-header.tsx';

/**
 * The confirm step of Book Now: the price and the lane, then POST /api/loads/:id/book. Success is
 * the server's sentence as a toast (`onBooked` then runs); a refusal (booked a moment earlier, no
 * longer active) is the server's sentence as an error toast. Either way the dialog closes and the
 * lists refetch.
 */
export function BookNowDialog({
  load,
  onHide,
  onBooked,
}: {
  load: LoadView | null;
  onHide: () => void;
  onBooked?: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const book = useBookLoad();
  // The price stays on the button while the dialog fades out.
  const shown = useShownWhileFading(load);
  const price = formatMoney(shown?.bookNowRate);
  const confirm = (target: LoadView) =>
    book.mutate(target.id, {
      onSuccess: (answer: ApiSuccess<unknown>) => {
        notifySuccess(answer.message ?? LOAD_MESSAGES.booked);
        onHide();
        onBooked?.();
      },
      onError: (error) => {
        notifyError(error, t('loads.bookNow.failed'));
        onHide();
      },
    });
  return (
    <ConfirmDialog
      target={load}
      title={t('loads.bookNow.title')}
      closeLabel={t('loads.bookNow.close')}
      cancelLabel={t('loads.bookNow.cancel')}
      confirmLabel={t('loads.bookNow.confirm', { price })}
      pendingLabel={t('loads.bookNow.booking')}
      pending={book.isPending}
      confirmVariant="success"
      onConfirm={confirm}
      onHide={() => {
        if (!book.isPending) onHide();
      }}
    >
      {(post) =>
        post ? (
          <>
            <p className="h5 mb-3">{t('loads.bookNow.question', { price })}</p>
            <p className="fw-semibold mb-1">
              {t('loads.bookNow.lane', {
                origin: post.originLocation,
                destination: post.destinationLocation,
              })}
            </p>
            <p className="small text-body-secondary mb-3">
              {[
                t('loads.bookNow.pickup', { date: dates.day(post.pickupDate) }),
                post.contact.company,
                loadName(post),
              ]
                .filter(Boolean)
                .map((part, index) => (
                  // Each fact wraps whole: a job number never breaks at its hyphen.
                  <Fragment key={part}>
                    {index > 0 ? ' · ' : null}
                    <span className="text-nowrap">{part}</span>
                  </Fragment>
                ))}
            </p>
            <p className="small mb-0">{t('loads.bookNow.terms')}</p>
          </>
        ) : null
      }
    </ConfirmDialog>
  );
}

export default BookNowDialog;
