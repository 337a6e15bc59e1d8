import { localeOf } from './format.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** One formatter per locale and kind: building one is slow, and lists show many ages. */
function relativeFormat(
  language: string,
  numeric: 'auto' | 'always',
  style: 'short' | 'long' = 'short',
): Intl.RelativeTimeFormat {
  const locale = localeOf(language);
  const key = `${locale}|${numeric}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style, numeric });
    formats.set(key, format);
  }
  return format;
}

/**
 * How long ago `at` was, in the language's words: 'now' under a minute, then whole minutes ('12 min.
 * ago'), hours ('3 hr. ago') and days, written out ('2 days ago'; French would shorten them to 'j').
 * A moment ahead of the clock (a clock a little behind the server's) reads 'now'.
 */
export function formatAge(at: string, now: number, language: string): string {
  const elapsed = now - Date.parse(at);
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return relativeFormat(language, 'auto').format(0, 'second');
  const format = relativeFormat(language, 'always');
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return relativeFormat(language, 'always', 'long').format(-Math.floor(elapsed / DAY_MS), 'day');
}
