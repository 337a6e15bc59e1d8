import './freight.css';
import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';

/**
 * 'Book Now $2,300.00': the price a post may be taken at, at once, where a list or a card shows the
 * post; nothing for a post without one.
 */
export function BookNowTag({
  load,
  className = '',
}: {
  load: Pick<LoadView, 'bookNowRate'>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (load.bookNowRate === null) return null;
  return (
    <span className={`badge book-now-tag ${className}`.trim()}>
      {t('loads.bookNow.tag', { price: formatMoney(load.bookNowRate) })}
    </span>
  );
}
