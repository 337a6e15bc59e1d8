import { i18n } from '../../i18n/index.ts';
import { EMPTY_VALUE, localeOf } from '../../lib/format.ts';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** A share as a whole percent in the interface language ('95%', '95 %'); none reads as a dash. */
export function formatShare(share: number | null): string {
  if (share === null) return EMPTY_VALUE;
  return new Intl.NumberFormat(localeOf(i18n.language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);
}

/** A time to answer, to the minute, in its two largest units: '45 min', '2 h 5 min', '3 d 4 h'. */
export function formatAnswerTime(minutes: number | null): string {
  if (minutes === null) return EMPTY_VALUE;
  const whole = Math.round(minutes);
  if (whole < MINUTES_PER_HOUR) return i18n.t('companies.duration.minutes', { minutes: whole });
  if (whole < MINUTES_PER_DAY) {
    return i18n.t('companies.duration.hours', {
      hours: Math.floor(whole / MINUTES_PER_HOUR),
      minutes: whole % MINUTES_PER_HOUR,
    });
  }
  return i18n.t('companies.duration.days', {
    days: Math.floor(whole / MINUTES_PER_DAY),
    hours: Math.floor((whole % MINUTES_PER_DAY) / MINUTES_PER_HOUR),
  });
}

/** The UTC year a member joined in. */
export const memberYear = (memberSince: string) => new Date(memberSince).getUTCFullYear();
