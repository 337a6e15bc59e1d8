import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { LaneMarketChart } from '../../../components/market/lane-market.tsx';
import type { OwnRate } from '../../../components/market/market-range.tsx';
import { formatRatePerMile } from '../../../lib/format.ts';
import { useLaneRate } from '../../../lib/market-rates.ts';

/** What the post asks per mile: a truck's rate per mile, else its rate over its road miles. */
function ownRateOf(load: LoadView): number | null {
  return load.type === 'TRUCK' ? load.ratePerMile : load.ratePerRoadMile;
}

/**
 * The market on the post's lane (Load details): its range and 12-week chart for the post's type,
 * with the post's own rate per road mile drawn across the chart.
 */
export function LoadMarket({ load }: { load: LoadView }) {
  const { t } = useTranslation();
  const market = useLaneRate({
    originZip: load.originZip,
    destinationZip: load.destinationZip,
    loadType: load.type,
  });
  const perMile = ownRateOf(load);
  const own: OwnRate | null =
    perMile === null
      ? null
      : { perMile, text: t('rates.range.postRate', { perMile: formatRatePerMile(perMile) }) };
  return (
    <section className="details-section" data-load-market>
      <h3 className="form-section-title">{t('rates.chart.title')}</h3>
      <LaneMarketChart market={market} own={own} />
    </section>
  );
}
