import type { Timezone } from '@loadboard/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, localeOf } from './format.ts';
import { civilZone, useTimeZone } from './time-zone.ts';

/**
 * How dates read on screen (spec 9; decisions.md "The page shell"), in the user's language and time
 * zone. Two kinds of value come from the API:
 * - a calendar day, 'YYYY-MM-DD' (pickup, delivery and available dates): a day on the calendar, the
 *   same day in every zone, so it is written as it is and never moves;
 * - an instant, ISO 8601 with a time (a post's or a request's creation, a notification, a contact):
 *   shown as the day and time it was in the user's zone, daylight saving included.
 * Screens take these through `useDates` (or `DayText`), so a new zone or language redraws them all.
 */

export interface DateSettings {
  /** The interface language (en, es, fr). */
  language: string;
  zone: Timezone;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: string): boolean {
  return CALENDAR_DAY.test(value);
}

/** The value as a moment to format, and the zone to read it in; null when it is none. */
function moment(value: string | null | undefined, zone: Timezone): { date: Date; timeZone: string } | null {
  if (!value) return null;
  const day = CALENDAR_DAY.exec(value);
  if (day) {
    // A calendar day is read at midnight UTC and written in UTC: the day as given, in any zone.
    const [, year, month, date] = day.map(Number);
    return { date: new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)), timeZone: 'UTC' };
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: civilZone(zone) };
}

type Kind = 'day' | 'long' | 'parts' | 'clock' | 'dateTime';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  parts: { year: 'numeric', month: '2-digit', day: '2-digit' },
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per kind, locale and zone: building one is slow, and lists format many dates. */
function dateFormat(kind: Kind, language: string, timeZone: string): Intl.DateTimeFormat {
  const locale = kind === 'parts' || kind === 'clock' ? 'en-US' : localeOf(language);
  const key = `${kind}|${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...OPTIONS[kind], timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * The day of a value in the language's numeric form: MM/DD/YYYY in English (spec 9, load lists),
 * DD/MM/YYYY in Spanish and French.
 */
export function formatDay(value: string | null | undefined, { language, zone }: DateSettings): string {
  const at = moment(value, zone);
  if (!at) return EMPTY_VALUE;
  return dateFormat('day', language, at.timeZone).format(at.date);
}

/**
 * The long date of billing and the profile (spec 9): 'November 24, 2026' in English, '24 de noviembre
 * de 2026' and '24 novembre 2026' in Spanish and French.
 */
export function formatLongDate(value: string | null | undefined, { language, zone }: DateSettings): string {
  const at = moment(value, zone);
  if (!at) return EMPTY_VALUE;
  return dateFormat('long', language, at.timeZone).format(at.date);
}

/** The notifications' date (spec 9): day/month/year, DD/MM/YYYY, in every language. */
export function formatDayMonthYear(
  value: string | null | undefined,
  { language, zone }: DateSettings,
): string {
  const at = moment(value, zone);
  if (!at) return EMPTY_VALUE;
  const parts = dateFormat('parts', language, at.timeZone).formatToParts(at.date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** 'HH:MM', 24-hour, in the user's zone; nothing for a calendar day (it has no time). */
export function formatClock(value: string | null | undefined, { language, zone }: DateSettings): string {
  const at = moment(value, zone);
  if (!at || isCalendarDay(value ?? '')) return '';
  return dateFormat('clock', language, at.timeZone).format(at.date);
}

/** 'Mar 7, 2025, 10:05 AM' in the user's language and zone; a calendar day is its day alone. */
export function formatDateTime(value: string | null | undefined, settings: DateSettings): string {
  const at = moment(value, settings.zone);
  if (!at) return EMPTY_VALUE;
  if (isCalendarDay(value ?? '')) return formatDay(value, settings);
  return dateFormat('dateTime', settings.language, at.timeZone).format(at.date);
}

export interface Dates {
  zone: Timezone;
  /** The zone as people read it: 'UTC', 'Eastern (ET)', 'Pacific (PT)', in the interface language. */
  zoneLabel: string;
  day: (value: string | null | undefined) => string;
  dayMonthYear: (value: string | null | undefined) => string;
  /** 'November 24, 2026': billing and the profile's account dates. */
  long: (value: string | null | undefined) => string;
  clock: (value: string | null | undefined) => string;
  /** An instant's day and time with the zone's label: 'Mar 7, 2025, 10:05 AM · Eastern (ET)'. */
  dateTime: (value: string | null | undefined) => string;
}

/** The date formats in the user's language and zone; the component redraws when either changes. */
export function useDates(): Dates {
  const { t, i18n } = useTranslation();
  const zone = useTimeZone();
  const language = i18n.language;
  return useMemo(() => {
    const settings = { language, zone };
    const zoneLabel = t(`common.timeZones.${zone}`);
    return {
      zone,
      zoneLabel,
      day: (value) => formatDay(value, settings),
      dayMonthYear: (value) => formatDayMonthYear(value, settings),
      long: (value) => formatLongDate(value, settings),
      clock: (value) => formatClock(value, settings),
      dateTime: (value) =>
        value && !isCalendarDay(value)
          ? t('common.dateTimeInZone', { dateTime: formatDateTime(value, settings), zone: zoneLabel })
          : formatDateTime(value, settings),
    };
  }, [language, zone, t]);
}
