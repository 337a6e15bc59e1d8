import { lazy, Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { type LaneMarket, MarketRange, type OwnRate } from './market-range.tsx';

const LaneChart = lazy(() => import('./lane-chart.tsx'));

function ChartLoading() {
  const { t } = useTranslation();
  return (
    <p className="market-chart market-range-quiet" role="status">
      <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
      {t('common.loading')}
    </p>
  );
}

/**
 * A lane's range and its 12-week chart (Load details, Rates), with a post's own rate per road mile
 * drawn across it. The chart's code loads the first time one is drawn.
 */
export function LaneMarketChart({ market, own }: { market: LaneMarket; own?: OwnRate | null | undefined }) {
  const lane = market.query.data;
  return (
    <>
      <MarketRange market={market} own={own} />
      {lane && lane.scope !== 'none' && lane.weekly.length > 0 ? (
        <Suspense fallback={<ChartLoading />}>
          <LaneChart weekly={lane.weekly} ownRatePerMile={own?.perMile ?? null} />
        </Suspense>
      ) : null}
    </>
  );
}
