import './market.css';
import { type LaneRate, marketMarkOf } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRatePerMile } from '../../lib/format.ts';
import type { useLaneRate } from '../../lib/market-rates.ts';
import { MarketMarkBadge } from './market-mark-badge.tsx';
import { rangeLine, scopeLine } from './range-text.ts';

export type LaneMarket = ReturnType<typeof useLaneRate>;

/** What the range is shown beside: a rate per mile and the sentence that says what it is. */
export interface OwnRate {
  perMile: number;
  text: string;
}

/** 'Use median' fills a whole rate (the median rate, whole dollars) or a rate per mile (a truck's). */
export interface FillMedian {
  of: 'rate' | 'ratePerMile';
  onUse: (value: number) => void;
}

function medianOf(lane: LaneRate, of: FillMedian['of']): number | null {
  return (of === 'rate' ? lane.rate : lane.ratePerMile)?.median ?? null;
}

/** What the market part shows: nothing, a quiet line, or the figures. */
export function marketState(market: LaneMarket): 'idle' | 'loading' | 'failed' | 'none' | 'figures' {
  if (market.lane === null && !market.waiting) return 'idle';
  const { data, isError } = market.query;
  if (data) return data.scope === 'none' || data.ratePerMile === null ? 'none' : 'figures';
  return isError && !market.waiting ? 'failed' : 'loading';
}

/**
 * A lane's range beside a rate (Post Loads, Submit Request, Load details, Rates): the range and
 * median per mile with the deals behind them, which markets they come from, what `own` comes to
 * against them, and 'Use median'. A lane without figures gets one quiet line; a lane not yet known,
 * nothing.
 */
export function MarketRange({
  market,
  own,
  fillMedian,
}: {
  market: LaneMarket;
  own?: OwnRate | null | undefined;
  fillMedian?: FillMedian | undefined;
}) {
  const { t } = useTranslation();
  const state = marketState(market);
  if (state === 'idle') return null;
  const lane = market.query.data;
  const median = lane && fillMedian ? medianOf(lane, fillMedian.of) : null;
  const medianText =
    median === null
      ? ''
      : fillMedian?.of === 'rate'
        ? formatMoney(median, { whole: true })
        : formatRatePerMile(median);
  return (
    <div className="market-range" data-market-range={state}>
      <div aria-live="polite">
        {state === 'loading' ? (
          <p className="market-range-quiet">
            <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
            {t('rates.range.loading')}
          </p>
        ) : state === 'failed' ? (
          <p className="market-range-quiet">{t('rates.range.failed')}</p>
        ) : state === 'none' || !lane ? (
          <p className="market-range-quiet">{t('rates.range.none')}</p>
        ) : (
          <>
            <p className="market-range-line">{rangeLine(t, lane)}</p>
            <p className="market-range-scope">{scopeLine(t, lane)}</p>
          </>
        )}
      </div>
      {state === 'figures' && lane?.ratePerMile && (own || median !== null) ? (
        <div className="market-range-own">
          {own ? (
            <span data-market-own>
              {own.text} <MarketMarkBadge mark={marketMarkOf(own.perMile, lane.ratePerMile)} />
            </span>
          ) : null}
          {median !== null && fillMedian ? (
            <Button
              size="sm"
              variant="outline-primary"
              className="market-range-use"
              onClick={() => fillMedian.onUse(median)}
              title={t('rates.range.useMedianRate', { value: medianText })}
            >
              {t('rates.range.useMedian')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
