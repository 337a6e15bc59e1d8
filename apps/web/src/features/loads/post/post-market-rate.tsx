import type { LoadType } from '@loadboard/contracts';
import Col from 'react-bootstrap/Col';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MarketRange, type OwnRate } from '../../../components/market/market-range.tsx';
import { formatRatePerMile, formatRoadMiles } from '../../../lib/format.ts';
import { ratePerRoadMile, typedAmount } from '../../../lib/market-mark.ts';
import { useLaneRate } from '../../../lib/market-rates.ts';
import { isCompleteZip } from '../../../lib/zip-lookup.ts';
import { useDrivingRoute } from '../map/api.ts';
import type { PostFormValues } from './post-form.tsx';

/** How long the ZIPs stay unchanged before the lane is asked about. */
export const MARKET_DEBOUNCE_MS = 400;

/**
 * The lane's market beside the post's price, once both ZIPs are found: the range, what the typed
 * rate comes to per road mile against it (a truck's rate per mile as typed), and 'Use median'. It
 * asks only when the ZIPs settle, never while the rate is typed.
 */
export function PostMarketRate({ type }: { type: LoadType }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<PostFormValues>();
  const [pickupZip, pickupLocation, deliveryZip, deliveryLocation, rate, ratePerMile] = useWatch({
    control,
    name: ['pickupZip', 'pickupLocation', 'deliveryZip', 'deliveryLocation', 'rate', 'ratePerMile'],
  });
  // A ZIP is known once its lookup filled the location; the server refuses any other.
  const known =
    isCompleteZip(pickupZip) &&
    pickupLocation !== '' &&
    isCompleteZip(deliveryZip) &&
    deliveryLocation !== '';
  const market = useLaneRate(
    known ? { originZip: pickupZip, destinationZip: deliveryZip, loadType: type } : null,
    {
      debounceMs: MARKET_DEBOUNCE_MS,
    },
  );
  const isTruck = type === 'TRUCK';
  const route = useDrivingRoute(
    isTruck ? null : (market.lane?.originZip ?? null),
    isTruck ? null : (market.lane?.destinationZip ?? null),
  );
  const roadMiles = route.data?.miles ?? null;

  let own: OwnRate | null = null;
  if (isTruck) {
    const perMile = typedAmount(ratePerMile);
    if (perMile !== null)
      own = { perMile, text: t('rates.range.yourRatePerMile', { perMile: formatRatePerMile(perMile) }) };
  } else {
    const perMile = ratePerRoadMile(typedAmount(rate), roadMiles);
    if (perMile !== null) {
      own = {
        perMile,
        text: t('rates.range.yourRate', {
          perMile: formatRatePerMile(perMile),
          miles: formatRoadMiles(roadMiles),
        }),
      };
    }
  }

  const fill = (value: number) =>
    setValue(isTruck ? 'ratePerMile' : 'rate', isTruck ? value.toFixed(2) : String(value), {
      shouldDirty: true,
      shouldValidate: true,
    });

  if (market.lane === null && !market.waiting) return null;
  return (
    // Under the rate on a phone; where the price fields share a row, under the row.
    <Col xs={12} className="order-sm-last">
      <MarketRange
        market={market}
        own={own}
        fillMedian={{ of: isTruck ? 'ratePerMile' : 'rate', onUse: fill }}
      />
    </Col>
  );
}
