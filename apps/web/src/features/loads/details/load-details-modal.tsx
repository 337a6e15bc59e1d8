import { type LoadView, type RequestBlock, requestBlock } from '@loadboard/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BookNowTag, offersBookNow } from '../../../components/freight/book-now-tag.tsx';
import {
  hasRateConfirmation,
  RateConfirmationButton,
} from '../../../components/freight/rate-confirmation-button.tsx';
import { keepTabInside } from '../../../components/keep-tab-inside.ts';
import { AlertMeSlot } from '../../../lib/alert-me-slot.tsx';
import type { LoadDetailsProps } from '../../../lib/load-details-slot.tsx';
import { useLoad } from '../../../lib/load-query.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { BookNowButton } from '../book/book-now-button.tsx';
import { BookNowDialog } from '../book/book-now-dialog.tsx';
import { LoadDetails } from './load-details.tsx';
import { PostModalHeader, useShownWhileFading } from './post-modal-header.tsx';
import { ReportForm } from './report-form.tsx';
import { RequestForm } from './request-form.tsx';

const BLOCK_KEYS: Record<Exclude<RequestBlock, 'signed-out'>, 'own' | 'type' | 'status'> = {
  own: 'own',
  type: 'type',
  status: 'status',
};

/** Book Now above the request form: the price, and the button that asks to confirm it. */
function BookNowOffer({ load, onBook }: { load: LoadView; onBook: (load: LoadView) => void }) {
  const { t } = useTranslation();
  return (
    <div className="book-now-offer">
      <div className="me-auto">
        <BookNowTag load={load} className="fs-6" />
        <p className="small text-body-secondary mb-0 mt-1">{t('loads.bookNow.offer')}</p>
      </div>
      <BookNowButton load={load} onBook={onBook} size="md" />
    </div>
  );
}

/**
 * A post's details, and, when the user may request it, Book Now (where it has a Book Now rate) and
 * its Submit Request form; `alertMe` offers 'Alert me about loads like this' for the post's lane
 * (where it opens from search results). A deal's two sides and the admin get its rate confirmation.
 * Book Now's confirm step takes the details' place while it is open, and closes them once booked.
 * Members may report someone else's post (Report opens its form under the details).
 */
export function LoadDetailsModal({
  load,
  onHide,
  allowRequest = false,
  alertMe = false,
}: LoadDetailsProps & { alertMe?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data } = useLoad(load?.id ?? null, load ?? undefined);
  const shown = useShownWhileFading(load ? (data ?? load) : null);
  const [booking, setBooking] = useState<LoadView | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const block = shown ? requestBlock(user, { ...shown, ownerId: shown.user.id }) : null;
  // Members report others' posts; the admin, who reviews reports, does not file them.
  const mayReport =
    shown !== null && user !== null && user.id !== shown.user.id && user.userType !== 'SUPER_ADMIN';
  const titleId = 'load-details-title';

  return (
    <>
      <Modal
        show={load !== null && booking === null}
        onHide={onHide}
        size="lg"
        scrollable
        aria-labelledby={titleId}
        onKeyDown={keepTabInside}
      >
        <PostModalHeader titleId={titleId} title={t('loads.details.title')} jobNumber={shown?.jobNumber} />
        <Modal.Body>
          {shown ? (
            <LoadDetails
              load={shown}
              request={
                allowRequest && block === null ? (
                  <>
                    {offersBookNow(shown) ? <BookNowOffer load={shown} onBook={setBooking} /> : null}
                    <RequestForm key={shown.id} load={shown} onDone={onHide} />
                  </>
                ) : allowRequest && block !== null && block !== 'signed-out' ? (
                  <Alert variant="light" className="border mb-0 small">
                    {t(`loads.request.blocked.${BLOCK_KEYS[block]}`)}
                  </Alert>
                ) : null
              }
            />
          ) : null}
          {shown && reporting === shown.id ? (
            <ReportForm
              loadId={shown.id}
              onDone={() => setReporting(null)}
              onCancel={() => setReporting(null)}
            />
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          {alertMe && shown ? (
            <div className="me-auto">
              <AlertMeSlot lane={shown} />
            </div>
          ) : null}
          {shown && hasRateConfirmation(shown) ? <RateConfirmationButton load={shown} /> : null}
          {mayReport && shown && reporting !== shown.id ? (
            <Button variant="outline-danger" onClick={() => setReporting(shown.id)}>
              {t('loads.reports.report')}
            </Button>
          ) : null}
          <Button variant="outline-secondary" onClick={onHide}>
            {t('loads.details.close')}
          </Button>
        </Modal.Footer>
      </Modal>
      <BookNowDialog load={booking} onHide={() => setBooking(null)} onBooked={onHide} />
    </>
  );
}

export default LoadDetailsModal;
