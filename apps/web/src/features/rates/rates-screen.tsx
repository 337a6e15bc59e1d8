import './rates.css';
import { DEFAULT_RATE_WINDOW } from '@loadboard/contracts';
import { useCallback, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { type MarketFilters, useStateRates, useTopLanes } from './api.ts';
import { LaneLookup } from './lane-lookup.tsx';
import { LoadTypeSelect, WindowSelect } from './market-filters.tsx';
import { StateMap } from './state-map.tsx';
import { TopLanesTable } from './top-lanes.tsx';

/** The states' map, or a quiet line when its drawing failed (the rest of the screen stays). */
function StatesCard({ filters }: { filters: MarketFilters }) {
  const { t } = useTranslation();
  const states = useStateRates(filters);
  const [mapFailed, setMapFailed] = useState(false);
  const onMapError = useCallback(() => setMapFailed(true), []);
  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('rates.states.title')}</h2>
        <p className="small text-body-secondary mb-3">{t('rates.states.caption', { days: filters.days })}</p>
        {states.isError && !states.data ? (
          <p className="text-body-secondary mb-0" role="alert">
            {t('rates.states.failed')}
          </p>
        ) : mapFailed ? (
          <p className="text-body-secondary mb-0" role="alert">
            {t('rates.states.mapFailed')}
          </p>
        ) : (
          <StateMap states={states.data?.states} onMapError={onMapError} />
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * Rates (/rates): what lanes pay, from the deals on this board. Look up a lane; then, for a window
 * and a load type, the lanes with the most deals and each state's median outbound rate.
 */
export function RatesScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<MarketFilters>({ days: DEFAULT_RATE_WINDOW, loadType: null });
  const topLanes = useTopLanes(filters);
  return (
    <section className="rates-screen">
      <PageHeader title={t('pages.rates.title')} description={t('pages.rates.description')} />
      <LaneLookup />
      <div className="rates-board-head">
        <div>
          <h2 className="h4 mb-1">{t('rates.board.title')}</h2>
          <p className="text-body-secondary mb-0">{t('rates.board.description')}</p>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some supported browsers */}
        <form role="search" aria-label={t('rates.board.filters')} className="rates-board-filters">
          <LoadTypeSelect
            id="rates-board-type"
            value={filters.loadType}
            onChange={(loadType) => setFilters((current) => ({ ...current, loadType }))}
          />
          <WindowSelect
            id="rates-board-days"
            value={filters.days}
            onChange={(days) => setFilters((current) => ({ ...current, days }))}
          />
        </form>
      </div>
      <TopLanesTable
        days={filters.days}
        answer={topLanes.data}
        loading={topLanes.isFetching}
        failed={topLanes.isError}
        onRetry={() => void topLanes.refetch()}
      />
      <StatesCard filters={filters} />
    </section>
  );
}
