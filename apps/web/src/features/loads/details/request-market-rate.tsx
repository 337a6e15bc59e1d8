import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { MarketRange, type OwnRate } from '../../../components/market/market-range.tsx';
import { formatRatePerMile, formatRoadMiles } from '../../../lib/format.ts';
import { ratePerRoadMile, typedAmount } from '../../../lib/market-mark.ts';
import { useLaneRate } from '../../../lib/market-rates.ts';

/**
 * The post's lane's market beside a proposed rate (Submit Request): the range, what the proposal
 * comes to per road mile against it, and 'Use median' to propose the median rate.
 */
export function RequestMarketRate({
  load,
  proposedRate,
  onUseMedian,
}: {
  load: Pick<LoadView, 'originZip' | 'destinationZip' | 'type' | 'roadMiles'>;
  proposedRate: string;
  onUseMedian: (rate: number) => void;
}) {
  const { t } = useTranslation();
  const market = useLaneRate({
    originZip: load.originZip,
    destinationZip: load.destinationZip,
    loadType: load.type,
  });
  const perMile = ratePerRoadMile(typedAmount(proposedRate), load.roadMiles);
  const own: OwnRate | null =
    perMile === null
      ? null
      : {
          perMile,
          text: t('rates.range.yourRate', {
            perMile: formatRatePerMile(perMile),
            miles: formatRoadMiles(load.roadMiles),
          }),
        };
  return (
    <div className="mt-3">
      <MarketRange market={market} own={own} fillMedian={{ of: 'rate', onUse: onUseMedian }} />
    </div>
  );
}
