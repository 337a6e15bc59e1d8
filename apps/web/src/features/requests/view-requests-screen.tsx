import './requests.css';
import type { LoadRequestView, LoadView } from '@loadboard/contracts';
import { type ReactNode, useEffect, useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DayText } from '../../components/date-text.tsx';
import { Fact } from '../../components/fact.tsx';
import { useAnnounceNewRequests } from '../../components/freight/new-requests.ts';
import { PriceText } from '../../components/freight/price-text.tsx';
import { Route } from '../../components/freight/route.tsx';
import { LoadTags } from '../../components/freight/status.tsx';
import { AlertIcon, LockIcon } from '../../components/icons.tsx';
import { EmptyList, ListLoading } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { CompanyBadgesScope } from '../../lib/company-badges.tsx';
import { formatMoney, loadName } from '../../lib/format.ts';
import { useLoad } from '../../lib/load-query.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDecideRequest, useLoadRequests } from './api.ts';
import { type Decision, decisionBody, decisionSuccessMessage, REQUEST_MESSAGES } from './decision.ts';
import { RequestCard } from './request-card.tsx';

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

/** View Requests (/view-requests/:loadId, spec 2): the post, then its requests with Accept and Reject. */
export function ViewRequestsScreen({ loadIdParam }: { loadIdParam: string | undefined }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const loadId = parseLoadId(loadIdParam);
  const load = useLoad(loadId);
  const requests = useLoadRequests(loadId);
  const decide = useDecideRequest();
  const session = useSession();
  useAnnounceNewRequests(useMemo(() => (load.data ? [load.data] : undefined), [load.data]));

  // A list that could not be fetched is toasted; "not yours" and "no such post" are said in the page.
  useEffect(() => {
    if (requests.error && !isAnswered(requests.error)) {
      notifyError(requests.error, REQUEST_MESSAGES.fetchFailed);
    }
  }, [requests.error]);

  const onDecide = (request: LoadRequestView, decision: 'ACCEPTED' | 'REJECTED') => {
    decide.mutate(
      { requestId: request.id, ...decisionBody(decision) },
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
    decide.isPending && decide.variables?.requestId === request.id ? decide.variables.status : null;

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
      <CompanyBadgesScope userIds={requests.data.map((request) => request.requestedBy.id)}>
        <ul className="request-list list-unstyled mb-0">
          {requests.data.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                loadStatus={load.data?.status}
                owner={load.data?.user}
                readerId={session.user?.id ?? null}
                busy={decide.isPending}
                sending={sendingFor(request)}
                onDecide={onDecide}
              />
            </li>
          ))}
        </ul>
      </CompanyBadgesScope>
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
            <span aria-hidden="true">{requests.data.length}</span>
            <span className="visually-hidden">{t('requests.total', { count: requests.data.length })}</span>
          </Badge>
        ) : null}
      </div>
      <div aria-busy={requests.isFetching} aria-live="polite">
        {list}
      </div>
    </section>
  );
}
