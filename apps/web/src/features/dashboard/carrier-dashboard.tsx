import type { LoadView } from '@loadboard/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LoadDetailsSlot } from '../../lib/load-details-slot.tsx';
import { type CardSpec, DashboardLayout } from './dashboard-parts.tsx';

/**
 * The carriers' dashboards: the layout of every dashboard, and a post's details (with its Submit
 * Request form) opened from their tables through `view`.
 */
export function CarrierDashboard<T>({
  query,
  cards,
  tables,
}: {
  query: UseQueryResult<T>;
  cards: CardSpec<T>[];
  tables: (view: (load: LoadView) => void) => ReactNode;
}) {
  const [viewing, setViewing] = useState<LoadView | null>(null);
  return (
    <>
      <DashboardLayout query={query} cards={cards}>
        {tables(setViewing)}
      </DashboardLayout>
      <LoadDetailsSlot load={viewing} onHide={() => setViewing(null)} allowRequest />
    </>
  );
}
