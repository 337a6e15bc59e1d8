import type { LoadView } from '@loadboard/contracts';
import { formatRatePerMile, formatRoadMiles } from '../../lib/format.ts';
import { LoadMarketMark } from '../market/market-mark-badge.tsx';

/**
 * A post's road miles and what its rate pays per road mile ('925 road mi · $2.65/mi'), what a
 * carrier compares posts by, with its market mark where the list around it has one
 * (lib/market-marks.tsx). Nothing for a post whose road miles are not worked out yet.
 */
export function RoadMilesText({
  load,
}: {
  load: Pick<LoadView, 'id' | 'roadMiles' | 'ratePerRoadMile' | 'type'>;
}) {
  if (load.roadMiles === null) return null;
  // A truck's asking rate is already per mile; repeating it here would read as a second price.
  const perMile = load.type !== 'TRUCK' && load.ratePerRoadMile !== null;
  return (
    <span className="road-miles-text">
      {formatRoadMiles(load.roadMiles)}
      {perMile ? ` · ${formatRatePerMile(load.ratePerRoadMile)}` : null}
      <LoadMarketMark loadId={load.id} />
    </span>
  );
}
