import type { LoadView } from '@loadboard/contracts';
import { formatMoney, formatRatePerMile } from '../../lib/format.ts';
import { BookNowTag } from './book-now-tag.tsx';

/** A post's price as the board shows it: its rate, else a truck's rate per mile. */
export function PriceText({ load }: { load: LoadView }) {
  if (load.rate !== null) return <>{formatMoney(load.rate)}</>;
  if (load.type === 'TRUCK' && load.ratePerMile !== null) return <>{formatRatePerMile(load.ratePerMile)}</>;
  return <>{formatMoney(null)}</>;
}

/** A list's price cell: the price, with its Book Now price under it while the post offers one. */
export function PriceCell({ load }: { load: LoadView }) {
  return (
    <>
      <div>
        <PriceText load={load} />
      </div>
      <BookNowTag load={load} className="mt-1" />
    </>
  );
}
