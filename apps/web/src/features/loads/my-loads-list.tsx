import { LOAD_MESSAGES, type LoadStatus, type LoadView } from '@loadboard/contracts';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditIcon, EyeIcon, TrashIcon } from '../../components/icons.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useUpdateLoadStatus } from './api.ts';
import { CardFacts } from './card-facts.tsx';
import { Route } from './route.tsx';
import { StatusSelect, TypeBadge } from './status.tsx';
import { useContainerWidth } from './use-container-width.ts';

/** Below this width the table would scroll its actions out of sight: each post becomes a card. */
const TABLE_MIN_WIDTH = 960;

interface MyLoadsListProps {
  loads: LoadView[];
  onView: (load: LoadView) => void;
  onEdit: (load: LoadView) => void;
  onDelete: (load: LoadView) => void;
}

function useStatusChange() {
  const mutation = useUpdateLoadStatus();
  const change = (load: LoadView, status: LoadStatus) => {
    if (status === load.status) return;
    mutation.mutate(
      { id: load.id, status },
      {
        onSuccess: () => notifySuccess(LOAD_MESSAGES.statusUpdated),
        onError: (error) => notifyError(error, LOAD_MESSAGES.statusUpdateFailed),
      },
    );
  };
  const pendingId = mutation.isPending ? mutation.variables?.id : undefined;
  return { change, pendingId };
}

const nameOf = (load: LoadView) => load.jobNumber ?? `#${load.id}`;

function Actions({ load, onView, onEdit, onDelete }: { load: LoadView } & Omit<MyLoadsListProps, 'loads'>) {
  const { t } = useTranslation();
  const name = nameOf(load);
  return (
    <div className="load-actions">
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => onView(load)}
        aria-label={t('loads.actions.viewLabel', { name })}
        title={t('loads.actions.view')}
      >
        <EyeIcon size={16} />
      </Button>
      {load.status === 'ACTIVE' ? (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => onEdit(load)}
          aria-label={t('loads.actions.editLabel', { name })}
          title={t('loads.actions.edit')}
        >
          <EditIcon size={16} />
        </Button>
      ) : (
        <span className="load-action-placeholder" aria-hidden="true" />
      )}
      <Button
        variant="outline-danger"
        size="sm"
        onClick={() => onDelete(load)}
        aria-label={t('loads.actions.deleteLabel', { name })}
        title={t('loads.actions.delete')}
      >
        <TrashIcon size={16} />
      </Button>
      <Link
        to={`/view-requests/${load.id}`}
        className="btn btn-sm btn-outline-dark text-nowrap"
        aria-label={t('loads.actions.viewRequestsLabel', { name })}
      >
        {t('loads.actions.viewRequests')}
      </Link>
    </div>
  );
}

/** The user's posts: a table where there is room, else one card per post. */
export function MyLoadsList({ loads, onView, onEdit, onDelete }: MyLoadsListProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(box);
  const { change, pendingId } = useStatusChange();
  const statusSelect = (load: LoadView) => (
    <StatusSelect
      status={load.status}
      label={t('loads.actions.statusLabel', { name: nameOf(load) })}
      disabled={pendingId === load.id}
      onChange={(status) => change(load, status)}
    />
  );
  const requests = (load: LoadView) => (
    <span title={t('loads.requestsTitle', { pending: load.pendingRequests, total: load.requestsCount })}>
      {t('loads.requestsCount', { pending: load.pendingRequests, total: load.requestsCount })}
    </span>
  );

  return (
    <div ref={box}>
      {width !== null && width < TABLE_MIN_WIDTH ? (
        <ul className="load-cards load-cards-mine list-unstyled mb-0">
          {loads.map((load) => (
            <li key={load.id}>
              <Card className="border-0 shadow-sm load-card" data-load-id={load.id}>
                <Card.Body>
                  <div className="load-card-head">
                    <div className="load-card-title">
                      <TypeBadge type={load.type} />
                      <span className="fw-semibold">{nameOf(load)}</span>
                      <span className="load-card-route">
                        <Route load={load} />
                      </span>
                    </div>
                    {statusSelect(load)}
                  </div>
                  <div className="load-card-body">
                    <CardFacts
                      facts={[
                        [t('loads.columns.pickup'), formatDate(load.pickupDate)],
                        [t('loads.columns.delivery'), formatDate(load.deliveryDate)],
                        [t('loads.columns.rate'), formatMoney(load.rate)],
                        [t('loads.columns.balance'), formatMoney(load.balance)],
                        [t('loads.columns.requests'), requests(load)],
                      ]}
                    />
                    <Actions load={load} onView={onView} onEdit={onEdit} onDelete={onDelete} />
                  </div>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Card className="border-0 shadow-sm load-table-card">
          <Table responsive hover className="mb-0 align-middle load-table load-table-compact">
            <thead>
              <tr>
                <th scope="col">{t('loads.columns.type')}</th>
                <th scope="col">{t('loads.columns.jobNumber')}</th>
                <th scope="col">{t('loads.columns.route')}</th>
                <th scope="col">{t('loads.columns.dates')}</th>
                <th scope="col" className="text-end">
                  {t('loads.columns.rateBalance')}
                </th>
                <th scope="col">{t('loads.columns.status')}</th>
                <th scope="col" className="text-center">
                  {t('loads.columns.requests')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('loads.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loads.map((load) => (
                <tr key={load.id} data-load-id={load.id}>
                  <td>
                    <TypeBadge type={load.type} />
                  </td>
                  <td className="text-nowrap fw-medium">
                    {load.jobNumber ?? <span className="text-body-secondary">—</span>}
                  </td>
                  <td className="load-route-cell">
                    <Route load={load} stacked />
                  </td>
                  <td className="text-nowrap">
                    <div>{formatDate(load.pickupDate)}</div>
                    <div className="text-body-secondary">{formatDate(load.deliveryDate)}</div>
                  </td>
                  <td className="text-end text-nowrap">
                    <div className="fw-medium">{formatMoney(load.rate)}</div>
                    <div className="small text-body-secondary">{formatMoney(load.balance)}</div>
                  </td>
                  <td>{statusSelect(load)}</td>
                  <td className="text-center text-nowrap">{requests(load)}</td>
                  <td>
                    <Actions load={load} onView={onView} onEdit={onEdit} onDelete={onDelete} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
    </div>
  );
}
