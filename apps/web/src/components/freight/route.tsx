import './freight.css';
import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';

/** 'Origin → Destination'; `stacked` puts the destination on its own line (narrow table cells). */
export function Route({
  load,
  stacked = false,
}: {
  load: Pick<LoadView, 'originLocation' | 'destinationLocation'>;
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className={stacked ? 'load-route load-route-stacked' : 'load-route'}>
      <span className="load-route-place">{load.originLocation}</span>{' '}
      <span className="load-route-place">
        <span className="load-route-arrow" aria-hidden="true">
          →
        </span>
        <span className="visually-hidden">{t('loads.details.to')} </span>
        {load.destinationLocation}
      </span>
    </span>
  );
}
