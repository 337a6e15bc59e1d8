import { DollarIcon } from '../../components/icons.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import type { CardSpec } from './dashboard-parts.tsx';

type Label = CardSpec<unknown>[0];
type Icon = CardSpec<unknown>[1];
type Tone = CardSpec<unknown>[2];

/** A card counting what `count` picks out of the dashboard's answer. */
export function countCard<T>(label: Label, icon: Icon, tone: Tone, count: (data: T) => number): CardSpec<T> {
  return [label, icon, tone, (data) => formatNumber(count(data))];
}

/** A card counting one of the answer's stats. */
export function statCard<T extends { stats: Record<K, number> }, K extends string>(
  label: Label,
  icon: Icon,
  tone: Tone,
  stat: K,
): CardSpec<T> {
  return countCard<T>(label, icon, tone, (data) => data.stats[stat]);
}

/** A card of the revenue the answer's stats hold, in whole dollars. */
export function revenueCard<T extends { stats: { revenue: number } }>(label: Label, tone: Tone): CardSpec<T> {
  return [label, DollarIcon, tone, (data) => formatMoney(data.stats.revenue, { whole: true })];
}
