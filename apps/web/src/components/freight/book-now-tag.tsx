import './freight.css';
import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';

/** Whether a post may be taken at once by someone: it is open and has a Book Now rate. */
export const offersBookNow = (load: Pick<LoadView, 'bookNowRate' | 'status'>) =>
  load.bookNowRate !== null && load.status === 'ACTIVE';

/**
 * 'Book Now $2,300.00': the price an open post may be taken at, at once, where a list or a card
 * shows the post; nothing for a post without one, nor once it is taken or closed (its details still
 * show the rate).
 */
export function BookNowTag({
  load,
  className = '',
}: {
  load: Pick<LoadView, 'bookNowRate' | 'status'>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!offersBookNow(load)) return null;
  return (
    <span className={`badge book-now-tag ${className}`.trim()}>
      {t('loads.bookNow.tag', { price: formatMoney(load.bookNowRate) })}
    </span>
  );
}
