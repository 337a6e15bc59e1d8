import { LANGUAGES, TIMEZONES } from '@loadboard/contracts';
import { describe, expect, it } from 'vitest';
import {
  type DateSettings,
  formatClock,
  formatDateTime,
  formatDay,
  formatDayMonthYear,
  formatLongDate,
} from './dates.ts';

const EN_UTC: DateSettings = { language: 'en', zone: 'UTC' };
const EN_EST: DateSettings = { language: 'en', zone: 'EST' };
const EN_PST: DateSettings = { language: 'en', zone: 'PST' };

/** Intl writes some spaces as no-break ones ('3:30 AM'); the tests read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('an instant is shown in the user’s zone, daylight saving included', () => {
  it('EST is New York time: the clock jumps from 02:00 to 03:00 on 9 March 2025', () => {
    // 06:30 UTC is 01:30 EST (UTC−5); an hour later, 07:30 UTC, is already 03:30 EDT (UTC−4).
    expect(formatClock('2025-03-09T06:30:00Z', EN_EST)).toBe('01:30');
    expect(formatClock('2025-03-09T07:30:00Z', EN_EST)).toBe('03:30');
  });

  it('PST is Los Angeles time: the same jump three hours later in UTC', () => {
    expect(formatClock('2025-03-09T09:30:00Z', EN_PST)).toBe('01:30');
    expect(formatClock('2025-03-09T10:30:00Z', EN_PST)).toBe('03:30');
  });

  it('the same UTC time reads an hour later once summer time starts', () => {
    expect(formatClock('2025-03-01T17:00:00Z', EN_EST)).toBe('12:00');
    expect(formatClock('2025-03-15T17:00:00Z', EN_EST)).toBe('13:00');
    expect(formatClock('2025-03-01T17:00:00Z', EN_PST)).toBe('09:00');
    expect(formatClock('2025-03-15T17:00:00Z', EN_PST)).toBe('10:00');
    expect(formatClock('2025-03-15T17:00:00Z', EN_UTC)).toBe('17:00');
  });

  it('on 2 November 2025 New York lives 01:30 twice, an hour apart in UTC', () => {
    expect(formatClock('2025-11-02T05:30:00Z', EN_EST)).toBe('01:30');
    expect(formatClock('2025-11-02T06:30:00Z', EN_EST)).toBe('01:30');
    expect(formatClock('2025-11-02T07:30:00Z', EN_EST)).toBe('02:30');
  });

  it('an evening in the Americas is the next day in UTC: the day follows the zone', () => {
    const instant = '2025-03-09T04:30:00Z';
    expect(formatDay(instant, EN_UTC)).toBe('03/09/2025');
    expect(formatDay(instant, EN_EST)).toBe('03/08/2025');
    expect(formatDay(instant, EN_PST)).toBe('03/08/2025');
    expect(formatDayMonthYear(instant, EN_EST)).toBe('08/03/2025');
    expect(formatClock(instant, EN_EST)).toBe('23:30');
    expect(formatClock(instant, EN_PST)).toBe('20:30');
  });

  it('a date and time in the user’s language', () => {
    expect(plain(formatDateTime('2025-03-09T10:30:00Z', EN_PST))).toBe('Mar 9, 2025, 3:30 AM');
    expect(plain(formatDateTime('2025-03-09T10:30:00Z', { language: 'fr', zone: 'EST' }))).toBe(
      '9 mars 2025, 6:30',
    );
  });
});

describe('a calendar day never moves', () => {
  it('reads as written in every zone and language', () => {
    for (const zone of TIMEZONES) {
      expect(formatDay('2025-03-09', { language: 'en', zone })).toBe('03/09/2025');
      expect(formatDay('2025-03-09', { language: 'fr', zone })).toBe('09/03/2025');
      expect(formatDay('2025-03-09', { language: 'es', zone })).toBe('09/03/2025');
      expect(formatDay('2025-01-01', { language: 'en', zone })).toBe('01/01/2025');
      expect(formatDay('2024-12-31', { language: 'en', zone })).toBe('12/31/2024');
      expect(formatDayMonthYear('2024-12-31', { language: 'en', zone })).toBe('31/12/2024');
      expect(formatDateTime('2024-12-31', { language: 'en', zone })).toBe('12/31/2024');
    }
  });

  it('has no time of day', () => {
    expect(formatClock('2025-03-09', EN_PST)).toBe('');
  });
});

describe('the forms of each language', () => {
  it('load lists: MM/DD/YYYY in English (spec 9), DD/MM/YYYY in Spanish and French', () => {
    expect(formatDay('2026-11-02T15:00:00Z', EN_UTC)).toBe('11/02/2026');
    expect(formatDay('2026-11-02T15:00:00Z', { language: 'es', zone: 'UTC' })).toBe('02/11/2026');
    expect(formatDay('2026-11-02T15:00:00Z', { language: 'fr', zone: 'UTC' })).toBe('02/11/2026');
  });

  it('notifications: day/month/year in every language, with a 24-hour clock', () => {
    for (const language of LANGUAGES) {
      expect(formatDayMonthYear('2026-11-02T15:05:00Z', { language, zone: 'UTC' })).toBe('02/11/2026');
      expect(formatClock('2026-11-02T15:05:00Z', { language, zone: 'UTC' })).toBe('15:05');
    }
  });

  it('billing and the profile: the long date, on its day in the user’s zone', () => {
    expect(formatLongDate('2026-11-24T03:00:00Z', EN_UTC)).toBe('November 24, 2026');
    expect(formatLongDate('2026-11-24T03:00:00Z', EN_PST)).toBe('November 23, 2026');
    expect(formatLongDate('2026-11-24T03:00:00Z', { language: 'es', zone: 'UTC' })).toBe(
      '24 de noviembre de 2026',
    );
    expect(formatLongDate('2026-11-24T03:00:00Z', { language: 'fr', zone: 'UTC' })).toBe('24 novembre 2026');
    expect(formatLongDate(null, EN_UTC)).toBe('—');
  });

  it('nothing or nonsense is a dash (no time at all for the clock)', () => {
    expect(formatDay(null, EN_UTC)).toBe('—');
    expect(formatDay('', EN_UTC)).toBe('—');
    expect(formatDay('not a date', EN_UTC)).toBe('—');
    expect(formatDayMonthYear('not a date', EN_UTC)).toBe('—');
    expect(formatDateTime(undefined, EN_UTC)).toBe('—');
    expect(formatClock('not a date', EN_UTC)).toBe('');
  });
});
