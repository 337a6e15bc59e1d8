import { type RequestBlock, requestBlock } from '@loadboard/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { AlertMeSlot } from '../../../lib/alert-me-slot.tsx';
import type { LoadDetailsProps } from '../../../lib/load-details-slot.tsx';
import { useLoad } from '../../../lib/load-query.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { LoadDetails } from './load-details.tsx';
import { PostModalHeader, useShownWhileFading } from './post-modal-header.tsx';
import { RequestForm } from './request-form.tsx';

const BLOCK_KEYS: Record<Exclude<RequestBlock, 'signed-out'>, 'own' | 'type' | 'status'> = {
  own: 'own',
  type: 'type',
  status: 'status',
};

/**
 * A post's details, and its Submit Request form when the user may request it; `alertMe` offers
 * 'Alert me about loads like this' for the post's lane (where it opens from search results).
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
  const block = shown ? requestBlock(user, { ...shown, ownerId: shown.user.id }) : null;
  const titleId = 'load-details-title';

  return (
    <Modal show={load !== null} onHide={onHide} size="lg" scrollable aria-labelledby={titleId}>
      <PostModalHeader titleId={titleId} title={t('loads.details.title')} jobNumber={shown?.jobNumber} />
      <Modal.Body>
        {shown ? (
          <LoadDetails
            load={shown}
            request={
              allowRequest && block === null ? (
                <RequestForm key={shown.id} load={shown} onDone={onHide} />
              ) : allowRequest && block !== null && block !== 'signed-out' ? (
                <Alert variant="light" className="border mb-0 small">
                  {t(`loads.request.blocked.${BLOCK_KEYS[block]}`)}
                </Alert>
              ) : null
            }
          />
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {alertMe && shown ? (
          <div className="me-auto">
            <AlertMeSlot lane={shown} />
          </div>
        ) : null}
        <Button variant="outline-secondary" onClick={onHide}>
          {t('loads.details.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export default LoadDetailsModal;
