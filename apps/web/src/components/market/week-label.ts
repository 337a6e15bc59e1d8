import { localeOf } from '../../lib/format.ts';

/**
 * A week's start on a chart's axis, in the interface language: 'Nov 24' / '24 nov.'. The week is a
 * calendar day (its Monday, as the API sends it), the same in every zone, so it is written in UTC.
 */
export function weekLabel(weekStart: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${weekStart}T00:00:00Z`));
}
