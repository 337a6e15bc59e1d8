import { localeOf } from '../../lib/format.ts';

/** Axis labels in the interface language: 'Nov 24' / '24 nov.' for a day, 'Nov 26' / 'nov. 26' for a month. */
export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
