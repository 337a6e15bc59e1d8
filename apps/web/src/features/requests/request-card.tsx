import { type LoadRequestView, type LoadView, MAX_COUNTERS } from '@loadboard/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { CompanyName } from '../../components/company/company-name.tsx';
import { DayText } from '../../components/date-text.tsx';
import { Fact } from '../../components/fact.tsx';
import { RequestStatusBadge } from '../../components/freight/request-status-badge.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { CounterForm } from './counter-form.tsx';
import { canAccept, canCounter, canReject, countersOf, type Decision, isOpen } from './decision.ts';
import { OfferThread, readerSide } from './offer-thread.tsx';

interface RequestCardProps {
  request: LoadRequestView;
  loadStatus: LoadView['status'] | undefined;
  /** The post's owner (the load's `user`), once the post is known. */
  owner: { id: number; companyName: string } | undefined;
  /** The signed-in reader: the owner, or an admin. */
  readerId: number | null;
  /** A decision is on its way (this request's or another's): every button waits. */
  busy: boolean;
  /** The decision being sent for this request. */
  sending: Decision | null;
  onDecide: (request: LoadRequestView, decision: 'ACCEPTED' | 'REJECTED') => void;
}

/** What the request's state adds in words: the counter awaiting an answer, a booking, a withdrawal. */
function StateNote({ request }: { request: LoadRequestView }) {
  const { t } = useTranslation();
  let note: string | null = null;
  if (request.status === 'COUNTERED' && request.counterRate !== null) {
    note = t('requests.waitingForAnswer', { rate: formatMoney(request.counterRate) });
  } else if (request.status === 'WITHDRAWN') {
    note = t('requests.withdrawnNote');
  } else if (request.booked) {
    note = t('requests.bookedNote', { rate: formatMoney(request.proposedRate) });
  }
  return note ? <p className={`request-state-note request-state-${request.status}`}>{note}</p> : null;
}

function SendingSpinner({ shown }: { shown: boolean }) {
  return shown ? <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" /> : null;
}

/**
 * One request on its post's View Requests: who asked (company, name, contact), the offers so far,
 * the state, and the owner's answers: Accept (PENDING), Counter and Reject (PENDING or COUNTERED).
 */
export function RequestCard({
  request,
  loadStatus,
  owner,
  readerId,
  busy,
  sending,
  onDecide,
}: RequestCardProps) {
  const { t } = useTranslation();
  // The Accept and Reject answers are contract sentences: each reader sees them in their language.
  const text = useMessageText();
  const [countering, setCountering] = useState(false);
  const { requestedBy: requester } = request;
  const titleId = `request-${request.id}-company`;
  const name = `${requester.firstName} ${requester.lastName}`.trim();
  const counters = countersOf(request);
  const mayCounter = canCounter(request, loadStatus);
  // Accept and Reject: each allowed by the request's state, both held while an answer is on its way.
  const decisionButton = (
    decision: 'ACCEPTED' | 'REJECTED',
    variant: string,
    allowed: boolean,
    label: string,
  ) => (
    <Button
      variant={variant}
      size="sm"
      disabled={!allowed || busy}
      onClick={() => onDecide(request, decision)}
    >
      <SendingSpinner shown={sending === decision} />
      {label}
    </Button>
  );
  return (
    <Card
      as="article"
      className="request-card border-0 shadow-sm"
      aria-labelledby={titleId}
      data-request-id={request.id}
      data-status={request.status}
    >
      <Card.Body>
        <div className="data-card-head">
          <div className="min-w-0">
            <h3 id={titleId} className="request-card-company">
              <CompanyName userId={requester.id} name={requester.companyName} />
            </h3>
            <div className="text-body-secondary small">{name}</div>
          </div>
          <RequestStatusBadge status={request.status} />
        </div>
        <dl className="request-card-facts">
          <Fact label={t('requests.proposedRate')}>
            <span className="request-rate">{formatMoney(request.proposedRate)}</span>
          </Fact>
          {request.counterRate !== null ? (
            <Fact label={t('requests.counterRate')}>
              <span className="request-rate">{formatMoney(request.counterRate)}</span>
            </Fact>
          ) : null}
          <Fact label={t('requests.requestedOn')}>
            <DayText value={request.createdAt || request.date} />
          </Fact>
          <Fact label={t('requests.email')}>
            {requester.email ? <a href={`mailto:${requester.email}`}>{requester.email}</a> : '—'}
          </Fact>
          <Fact label={t('requests.phone')}>
            {requester.phone ? <a href={`tel:${requester.phone}`}>{requester.phone}</a> : '—'}
          </Fact>
        </dl>
        <OfferThread
          id={`request-${request.id}-offers`}
          offers={request.offers}
          names={{ REQUESTER: requester.companyName, OWNER: owner?.companyName ?? '' }}
          mine={readerSide(readerId, { ownerId: owner?.id, requesterId: requester.id })}
        />
        <StateNote request={request} />
        {!isOpen(request) && request.responseMessage ? (
          <p className={`request-message request-response request-response-${request.status}`}>
            <span className="fw-semibold">
              {t('common.labelled', { label: t('requests.response'), value: '' })}
            </span>
            {text(request.responseMessage)}
          </p>
        ) : null}
        {request.status === 'WITHDRAWN' ? null : (
          <div className="request-card-foot">
            {counters > 0 ? (
              <span className="small text-body-secondary">
                {counters >= MAX_COUNTERS && isOpen(request)
                  ? t('requests.noCountersLeft')
                  : t('requests.countersUsed', { used: counters, max: MAX_COUNTERS })}
              </span>
            ) : null}
            <div className="request-actions">
              {decisionButton('ACCEPTED', 'success', canAccept(request, loadStatus), t('requests.accept'))}
              {mayCounter ? (
                <Button
                  variant="outline-primary"
                  size="sm"
                  disabled={busy}
                  aria-expanded={countering}
                  aria-controls={countering ? `counter-${request.id}` : undefined}
                  onClick={() => setCountering((open) => !open)}
                >
                  {t('requests.counter')}
                </Button>
              ) : null}
              {decisionButton(
                'REJECTED',
                'outline-danger',
                canReject(request, loadStatus),
                t('requests.reject'),
              )}
            </div>
          </div>
        )}
        {countering && mayCounter ? (
          <div id={`counter-${request.id}`} className="request-counter">
            <CounterForm
              requestId={request.id}
              name={requester.companyName}
              onDone={() => setCountering(false)}
            />
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
