import './requests.css';
import type { LoadRequestView, LoadView } from '@loadboard/contracts';
import { type ReactNode, useEffect } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DayText } from '../../components/date-text.tsx';
import { Fact } from '../../components/fact.tsx';
import { PriceText } from '../../components/freight/price-text.tsx';
import { RequestStatusBadge } from '../../components/freight/request-status-badge.tsx';
import { Route } from '../../components/freight/route.tsx';
import { LoadTags } from '../../components/freight/status.tsx';
import { AlertIcon, LockIcon } from '../../components/icons.tsx';
import { EmptyList, ListLoading } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatMoney, loadName } from '../../lib/format.ts';
import { useLoad } from '../../lib/load-query.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useDecideRequest, useLoadRequests } from './api.ts';
import { canDecide, type Decision, decisionSuccessMessage, REQUEST_MESSAGES } from './decision.ts';

/** A post id from the address: a positive integer, else null (no such post). */
export function parseLoadId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);
const isAnswered = (error: unknown) => {
  const status = statusOf(error);
  return status === 403 || status === 404;
};

/** A problem standing in for a part of the page: forbidden, not found, failed. */
function Problem({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="list-state" role="alert">
        <span className="list-state-icon text-danger">{icon}</span>
        <h2 className="h6 fw-semibold mb-1">{title}</h2>
        {text ? <p className="text-body-secondary small mb-3">{text}</p> : null}
        {action}
      </Card.Body>
    </Card>
  );
}

/** The post on top of its requests: route, dates, rate and status. */
function LoadSummary({ load }: { load: LoadView }) {
  const { t } = useTranslation();
  return (
    <Card
      className="request-load-summary border-0 shadow-sm mb-4"
      as="section"
      aria-labelledby="load-summary"
    >
      <Card.Body>
        <LoadTags load={load} jobNumber={loadName(load)} className="mb-2" />
        <h2 id="load-summary" className="h5 mb-3">
          <Route load={load} />
        </h2>
        <dl className="request-load-facts">
          <Fact label={t('loads.details.pickupDate')}>
            <DayText value={load.pickupDate} />
          </Fact>
          <Fact label={t('loads.details.deliveryDate')}>
            <DayText value={load.deliveryDate} />
          </Fact>
          <Fact label={t('loads.details.rate')}>
            <PriceText load={load} />
          </Fact>
          {load.agreedRate !== null ? (
            <Fact label={t('loads.details.agreedRate')}>{formatMoney(load.agreedRate)}</Fact>
          ) : null}
          <Fact label={t('loads.details.requests')}>
            {t('loads.requestsCount', { pending: load.pendingRequests, total: load.requestsCount })}
          </Fact>
        </dl>
        {load.status !== 'ACTIVE' ? (
          <p className="small text-body-secondary mb-0 mt-3">{t('requests.loadClosed')}</p>
        ) : null}
      </Card.Body>
    </Card>
  );
}

interface RequestCardProps {
  request: LoadRequestView;
  loadStatus: LoadView['status'] | undefined;
  /** A decision is on its way (this request's or another's): every button waits. */
  busy: boolean;
  /** The decision being sent for this request. */
  sending: Decision | null;
  onDecide: (request: LoadRequestView, decision: Decision) => void;
}

/** One request: who asked (company, name, contact), at what rate, their message, and the answer. */
export function RequestCard({ request, loadStatus, busy, sending, onDecide }: RequestCardProps) {
  const { t } = useTranslation();
  // The default request message and the Accept and Reject answers are contract sentences: each
  // reader sees them in their own language.
  const text = useMessageText();
  const { requestedBy: carrier } = request;
  const titleId = `request-${request.id}-company`;
  const enabled = canDecide(request, loadStatus) && !busy;
  const name = `${carrier.firstName} ${carrier.lastName}`.trim();
  return (
    <Card
      as="article"
      className="request-card border-0 shadow-sm"
      aria-labelledby={titleId}
      data-request-id={request.id}
    >
      <Card.Body>
        <div className="data-card-head">
          <div className="min-w-0">
            <h3 id={titleId} className="request-card-company">
              {carrier.companyName}
            </h3>
            <div className="text-body-secondary small">{name}</div>
          </div>
          <RequestStatusBadge status={request.status} />
        </div>
        <dl className="request-card-facts">
          <Fact label={t('requests.proposedRate')}>
            <span className="request-rate">{formatMoney(request.proposedRate)}</span>
          </Fact>
          <Fact label={t('requests.requestedOn')}>
            <DayText value={request.createdAt || request.date} />
          </Fact>
          <Fact label={t('requests.email')}>
            {carrier.email ? <a href={`mailto:${carrier.email}`}>{carrier.email}</a> : '—'}
          </Fact>
          <Fact label={t('requests.phone')}>
            {carrier.phone ? <a href={`tel:${carrier.phone}`}>{carrier.phone}</a> : '—'}
          </Fact>
        </dl>
        <figure className="mb-0">
          <figcaption className="visually-hidden">{t('requests.message')}</figcaption>
          <blockquote className="request-message">{text(request.message)}</blockquote>
        </figure>
        {request.status !== 'PENDING' && request.responseMessage ? (
          <p className={`request-message request-response request-response-${request.status}`}>
            <span className="fw-semibold">
              {t('common.labelled', { label: t('requests.response'), value: '' })}
            </span>
            {text(request.responseMessage)}
          </p>
        ) : null}
        <div className="request-card-foot">
          <div className="request-actions">
            <Button
              variant="success"
              size="sm"
              disabled={!enabled}
              onClick={() => onDecide(request, 'ACCEPTED')}
            >
              {sending === 'ACCEPTED' ? (
                <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
              ) : null}
              {t('requests.accept')}
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              disabled={!enabled}
              onClick={() => onDecide(request, 'REJECTED')}
            >
              {sending === 'REJECTED' ? (
                <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
              ) : null}
              {t('requests.reject')}
            </Button>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}

/** View Requests (/view-requests/:loadId, spec 2): the post, then its requests with Accept and Reject. */
export function ViewRequestsScreen({ loadIdParam }: { loadIdParam: string | undefined }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const loadId = parseLoadId(loadIdParam);
  const load = useLoad(loadId);
  const requests = useLoadRequests(loadId);
  const decide = useDecideRequest();

  // A list that could not be fetched is toasted; "not yours" and "no such post" are said in the page.
  useEffect(() => {
    if (requests.error && !isAnswered(requests.error)) {
      notifyError(requests.error, REQUEST_MESSAGES.fetchFailed);
    }
  }, [requests.error]);

  const onDecide = (request: LoadRequestView, decision: Decision) => {
    decide.mutate(
      { request, decision },
      {
        onSuccess: (answer) => notifySuccess(decisionSuccessMessage(decision, answer.message)),
        onError: (error) => notifyError(error, REQUEST_MESSAGES.decideFailed),
      },
    );
  };

  const name = load.data?.jobNumber ?? (loadId !== null ? `#${loadId}` : '');
  const back = (
    <Link to="/view-loads" className="btn btn-outline-secondary">
      {t('requests.backToMyLoads')}
    </Link>
  );
  const header = (
    <PageHeader
      title={t('pages.viewRequests.title')}
      description={name ? t('requests.description', { name }) : undefined}
      actions={back}
    />
  );

  const notFound = loadId === null || statusOf(load.error) === 404 || statusOf(requests.error) === 404;
  if (notFound) {
    return (
      <section>
        {header}
        <Problem icon={<AlertIcon size={24} />} title={t('requests.notFound')} />
      </section>
    );
  }

  const sendingFor = (request: LoadRequestView): Decision | null =>
    decide.isPending && decide.variables?.request.id === request.id ? decide.variables.decision : null;

  let list: ReactNode;
  if (requests.isPending) {
    list = <ListLoading />;
  } else if (statusOf(requests.error) === 403) {
    list = (
      <Problem
        icon={<LockIcon size={24} />}
        title={t('errors.accessDeniedTitle')}
        text={requests.error ? text(requests.error.message) : undefined}
      />
    );
  } else if (!requests.data) {
    list = (
      <Problem
        icon={<AlertIcon size={24} />}
        title={text(REQUEST_MESSAGES.fetchFailed)}
        action={
          <Button variant="outline-primary" size="sm" onClick={() => void requests.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (requests.data.length === 0) {
    list = <EmptyList title={text(REQUEST_MESSAGES.empty)} />;
  } else {
    list = (
      <ul className="request-list list-unstyled mb-0">
        {requests.data.map((request) => (
          <li key={request.id}>
            <RequestCard
              request={request}
              loadStatus={load.data?.status}
              busy={decide.isPending}
              sending={sendingFor(request)}
              onDecide={onDecide}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section>
      {header}
      {load.data ? <LoadSummary load={load.data} /> : load.isPending ? <ListLoading /> : null}
      <div className="d-flex align-items-center gap-2 mb-3 mt-4">
        <h2 className="h5 mb-0">{t('requests.title')}</h2>
        {requests.data && requests.data.length > 0 ? (
          <Badge bg="secondary-subtle" text="dark" pill>
            {requests.data.length}
          </Badge>
        ) : null}
      </div>
      <div aria-busy={requests.isFetching} aria-live="polite">
        {list}
      </div>
    </section>
  );
}
