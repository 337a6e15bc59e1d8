import type { Language } from '@loadboard/contracts';
import { i18n } from '../i18n/index.ts';

/**
 * How numbers read on screen (spec 9: dollars, lbs, cf), in the interface language: the board is a
 * US marketplace, so each language is written as in North America where it can be (Spanish of the
 * United States: '$1,234.50'; French: '1 234,50 $'). Amounts stay US dollars whatever the language.
 * Dates are in `dates.ts`. Missing values (null, undefined, NaN) read as an em dash.
 */

export const EMPTY_VALUE = '—';

/** A post's name on screen: its job number, or its number when it has none. */
export const loadName = (load: { id: number; jobNumber: string | null }) => load.jobNumber ?? `#${load.id}`;

/** The locale each interface language writes numbers and dates in. */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-FR' };

export function localeOf(language: string | undefined): string {
  return LOCALES[language as Language] ?? LOCALES.en;
}

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and kind: building one is slow, and lists format many values. */
function numberFormat(kind: 'money' | 'wholeMoney' | 'quantity' | 'whole'): Intl.NumberFormat {
  const locale = localeOf(i18n.language);
  const key = `${kind}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    // '$' rather than '$US': every amount on the board is in US dollars, and lists have little room.
    const money = { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' } as const;
    const options: Record<typeof kind, Intl.NumberFormatOptions> = {
      money: { ...money, minimumFractionDigits: 2, maximumFractionDigits: 2 },
      wholeMoney: { ...money, minimumFractionDigits: 0, maximumFractionDigits: 0 },
      quantity: { maximumFractionDigits: 2 },
      whole: { maximumFractionDigits: 0 },
    };
    format = new Intl.NumberFormat(locale, options[kind]);
    formats.set(key, format);
  }
  return format;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** '$1,234.50'; `whole` drops the cents ('$1,235') for big headline figures. */
export function formatMoney(value: number | null | undefined, { whole = false } = {}): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  return numberFormat(whole ? 'wholeMoney' : 'money').format(value);
}

/** A number followed by its unit, as the interface language writes it ('12,000 lbs'). */
function unitFormat(
  unit: 'perMile' | 'weight' | 'space' | 'roadMiles' | 'miles',
  kind: 'money' | 'quantity' | 'whole',
) {
  return (value: number | null | undefined): string =>
    isNumber(value)
      ? i18n.t(`common.units.${unit}`, { value: numberFormat(kind).format(value) })
      : EMPTY_VALUE;
}

/** A truck's asking rate: '$2.35/mi'. */
export const formatRatePerMile = unitFormat('perMile', 'money');

/** '12,000'; counts and plain quantities. */
export function formatNumber(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  return numberFormat('quantity').format(value);
}

/** '12,000 lbs' */
export const formatWeight = unitFormat('weight', 'quantity');

/** '1,200 cf' (cubic feet) */
export const formatSpace = unitFormat('space', 'quantity');

/** '1,234 road mi': driving miles, beside the great-circle '1,234 mi'. */
export const formatRoadMiles = unitFormat('roadMiles', 'whole');

/** '1,234 mi' */
export const formatMiles = unitFormat('miles', 'whole');
