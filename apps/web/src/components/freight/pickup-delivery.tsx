import type { LoadView } from '@loadboard/contracts';
import { DayText } from '../date-text.tsx';

/** Pickup over delivery, the dates cell of every table that lists posts. */
export function PickupDelivery({ load }: { load: Pick<LoadView, 'pickupDate' | 'deliveryDate'> }) {
  return (
    <>
      <div>
        <DayText value={load.pickupDate} />
      </div>
      <div className="text-body-secondary">
        <DayText value={load.deliveryDate} />
      </div>
    </>
  );
}
