import './market.css';
import type { MarketMark } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { useMarketMark } from '../../lib/market-marks.tsx';

const ARROWS: Record<MarketMark, string> = { below: '↓', at: '≈', above: '↑' };

/** A small 'Below / At / Above market' beside a rate per mile. */
export function MarketMarkBadge({ mark }: { mark: MarketMark }) {
  const { t } = useTranslation();
  return (
    <span className={`badge market-mark market-mark-${mark}`} title={t(`rates.marks.title.${mark}`)}>
      <span aria-hidden="true">{ARROWS[mark]} </span>
      {t(`rates.marks.${mark}`)}
    </span>
  );
}

/** A post's mark from the list it is in (lib/market-marks.tsx); nothing while none is known. */
export function LoadMarketMark({ loadId }: { loadId: number }) {
  const mark = useMarketMark(loadId);
  return mark ? <MarketMarkBadge mark={mark} /> : null;
}
