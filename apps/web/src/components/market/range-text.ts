import type { LaneRate } from '@loadboard/contracts';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '../../lib/format.ts';

/**
 * The words of a lane's figures, in the interface language and its money format. Both are null for
 * a lane without figures (scope `none`): the screens then say so in a quieter line.
 */

/** 'Market: $2.10–$2.45/mi · median $2.28 · 23 deals in 30 days' */
export function rangeLine(t: TFunction, lane: LaneRate): string | null {
  const range = lane.ratePerMile;
  if (lane.scope === 'none' || range === null) return null;
  return t('rates.range.line', {
    low: formatMoney(range.p25),
    high: formatMoney(range.p75),
    median: formatMoney(range.median),
    deals: formatNumber(lane.deals),
    days: lane.days,
  });
}

/** Where the figures come from: '3-digit ZIP markets Chicago, IL (606) → Dallas, TX (752)', or the states. */
export function scopeLine(t: TFunction, lane: LaneRate): string | null {
  if (lane.scope === 'none') return null;
  return t(`rates.range.scope.${lane.scope}`, {
    origin: lane.origin.label,
    destination: lane.destination.label,
  });
}
