import type { LoadView } from '@loadboard/contracts';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../../components/icons.tsx';
import { formatDate, formatMoney, formatRatePerMile, formatSpace, formatWeight } from '../../lib/format.ts';
import { CardFacts } from './card-facts.tsx';
import { Route } from './route.tsx';
import { TypeBadge } from './status.tsx';
import { useContainerWidth } from './use-container-width.ts';

/** Below this width the board turns into cards (the table would hide its View buttons). */
const TABLE_MIN_WIDTH = 640;

/** A post's price as the board shows it: its rate, else a truck's rate per mile. */
export function PriceText({ load }: { load: LoadView }) {
  if (load.rate !== null) return <>{formatMoney(load.rate)}</>;
  if (load.type === 'TRUCK' && load.ratePerMile !== null) return <>{formatRatePerMile(load.ratePerMile)}</>;
  return <>{formatMoney(null)}</>;
}

/** The posts on the board (All Loads): a table, or cards where a table has no room; each opens its details. */
export function BoardList({ loads, onView }: { loads: LoadView[]; onView: (load: LoadView) => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(box);
  const narrow = width !== null && width < TABLE_MIN_WIDTH;
  const viewLabel = (load: LoadView) =>
    t('loads.actions.viewLabel', { name: load.jobNumber ?? `#${load.id}` });

  return <div ref={box}>{narrow ? cards() : table()}</div>;

  function cards() {
    return (
      <ul className="load-cards list-unstyled mb-0">
        {loads.map((load) => (
          <li key={load.id}>
            <Card className="border-0 shadow-sm load-card" data-load-id={load.id}>
              <Card.Body>
                <div className="load-card-head">
                  <div className="load-card-title">
                    <TypeBadge type={load.type} />
                    <span className="load-card-route fw-semibold">
                      <Route load={load} />
                    </span>
                  </div>
                  <span className="fw-semibold text-nowrap">
                    <PriceText load={load} />
                  </span>
                </div>
                <div className="load-card-body">
                  <CardFacts
                    facts={[
                      [t('loads.columns.pickup'), formatDate(load.pickupDate)],
                      [t('loads.columns.delivery'), formatDate(load.deliveryDate)],
                      [t('loads.columns.space'), formatSpace(load.cubicFeet)],
                      [t('loads.columns.weight'), formatWeight(load.weight)],
                      [t('loads.columns.company'), load.contact.company],
                    ]}
                  />
                  <div className="load-actions">
                    <Button
                      variant="outline-primary"
                      size="sm"
                      className="d-inline-flex align-items-center gap-1"
                      onClick={() => onView(load)}
                      aria-label={viewLabel(load)}
                    >
                      <EyeIcon size={16} />
                      {t('loads.actions.view')}
                    </Button>
                  </div>
                </div>
              </Card.Body>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  function table() {
    return (
      <Card className="border-0 shadow-sm load-table-card">
        <Table responsive hover className="mb-0 align-middle load-table load-table-compact">
          <thead>
            <tr>
              <th scope="col">{t('loads.columns.type')}</th>
              <th scope="col">{t('loads.columns.route')}</th>
              <th scope="col">{t('loads.columns.dates')}</th>
              <th scope="col" className="text-end">
                {t('loads.columns.rate')}
              </th>
              <th scope="col">{t('loads.columns.spaceWeight')}</th>
              <th scope="col">{t('loads.columns.company')}</th>
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
                <td className="load-route-cell">
                  <Route load={load} stacked />
                  {load.jobNumber ? <div className="small text-body-secondary">{load.jobNumber}</div> : null}
                </td>
                <td className="text-nowrap small">
                  <div>{formatDate(load.pickupDate)}</div>
                  <div className="text-body-secondary">{formatDate(load.deliveryDate)}</div>
                </td>
                <td className="text-end text-nowrap fw-medium">
                  <PriceText load={load} />
                </td>
                <td className="text-nowrap small">
                  <div>{formatSpace(load.cubicFeet)}</div>
                  <div className="text-body-secondary">{formatWeight(load.weight)}</div>
                </td>
                <td className="load-company-cell">{load.contact.company}</td>
                <td>
                  <Button
                    variant="outline-primary"
                    size="sm"
                    className="d-inline-flex align-items-center gap-1"
                    onClick={() => onView(load)}
                    aria-label={viewLabel(load)}
                  >
                    <EyeIcon size={16} />
                    {t('loads.actions.view')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    );
  }
}
