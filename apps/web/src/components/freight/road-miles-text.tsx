import type { LoadView } from '@loadboard/contracts';
import { formatRatePerMile, formatRoadMiles } from '../../lib/format.ts';

/**
 * A post's road miles and what its rate pays per road mile ('925 road mi · $2.65/mi'), what a
 * carrier compares posts by. Nothing for a post whose road miles are not worked out yet.
 */
export function RoadMilesText({ load }: { load: Pick<LoadView, 'roadMiles' | 'ratePerRoadMile' | 'type'> }) {
  if (load.roadMiles === null) return null;
  // A truck's asking rate is already per mile; repeating it here would read as a second price.
  const perMile = load.type !== 'TRUCK' && load.ratePerRoadMile !== null;
  return (
    <span className="road-miles-text">
      {formatRoadMiles(load.roadMiles)}
      {perMile ? ` · ${formatRatePerMile(load.ratePerRoadMile)}` : null}
    </span>
  );
}
