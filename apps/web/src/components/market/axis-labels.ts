import { localeOf } from '../../lib/format.ts';

/** The API's days and months are calendar dates, the same in every zone, so they are written in UTC. */
function utcLabel(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(new Date(iso));
}

/** A day (or a week, by its Monday) on a chart's axis, in the interface language: 'Nov 24' / '24 nov.'. */
export const dayLabel = (day: string, language: string) =>
  utcLabel(`${day}T00:00:00Z`, language, { month: 'short', day: 'numeric' });

/** A month ('2026-11') on a chart's axis: 'Nov 26' / 'nov. 26'. */
export const monthLabel = (month: string, language: string) =>
  utcLabel(`${month}-01T00:00:00Z`, language, { month: 'short', year: '2-digit' });

/** A month ('2026-11') in full, for a chart's table: 'November 2026' / 'novembre 2026'. */
export const longMonthLabel = (month: string, language: string) =>
  utcLabel(`${month}-01T00:00:00Z`, language, { month: 'long', year: 'numeric' });
