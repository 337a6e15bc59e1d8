/**
 * How numbers and dates read on screen (spec 9: dollars, lbs, cf, MM/DD/YYYY on load lists).
 * Amounts are written the US way whatever the interface language: the board trades in US dollars.
 * Missing values (null, undefined, NaN) read as an em dash.
 */

export const EMPTY_VALUE = '—';

const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeMoneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** '$1,234.50'; `whole` drops the cents ('$1,235') for big headline figures. */
export function formatMoney(value: number | null | undefined, { whole = false } = {}): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  return (whole ? wholeMoneyFormat : moneyFormat).format(value);
}

/** A truck's asking rate: '$2.35/mi'. */
export function formatRatePerMile(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  return `${moneyFormat.format(value)}/mi`;
}

/** '12,000'; counts and plain quantities. */
export function formatNumber(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  return quantityFormat.format(value);
}

/** '12,000 lbs' */
export function formatWeight(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  return `${quantityFormat.format(value)} lbs`;
}

/** '1,200 cf' (cubic feet) */
export function formatSpace(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  return `${quantityFormat.format(value)} cf`;
}

/** '1,234 mi' */
export function formatMiles(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value)} mi`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * MM/DD/YYYY. A calendar date ('2025-03-07') is read as written, never through a time zone (so it
 * cannot slip a day); a timestamp is shown in the browser's local date.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const plain = DATE_ONLY.exec(value);
  if (plain) return `${plain[2]}/${plain[3]}/${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** 'MM/DD/YYYY – MM/DD/YYYY', or one date when both are the same day. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from === to) return from;
  return `${from} – ${to}`;
}

/** Today's calendar date in the browser's zone, as 'YYYY-MM-DD' (the value of a date input). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
