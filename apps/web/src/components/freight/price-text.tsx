import type { LoadView } from '@loadboard/contracts';
import { formatMoney, formatRatePerMile } from '../../lib/format.ts';

/** A post's price as the board shows it: its rate, else a truck's rate per mile. */
export function PriceText({ load }: { load: LoadView }) {
  if (load.rate !== null) return <>{formatMoney(load.rate)}</>;
  if (load.type === 'TRUCK' && load.ratePerMile !== null) return <>{formatRatePerMile(load.ratePerMile)}</>;
  return <>{formatMoney(null)}</>;
}
