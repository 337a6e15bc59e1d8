import { z } from 'zod';

/**
 * Field rules the request bodies of several domains share (accounts, posts, requests, queries), so
 * a rule and its sentence are written once. Each sentence names its field by `label`.
 */

/**
 * PostgreSQL cannot store a NUL character in text (nor in JSON text), so a NUL anywhere is refused
 * here, with its field named, before it reaches a query.
 */
const hasNoNul = (value: string) => !value.includes('\u0000');
const nulMessage = (label: string) => `${label} must not contain a null character (\\0)`;

/**
 * Half of a surrogate pair alone (JSON's `"\ud800"`) is no character: UTF-8 cannot carry it, and
 * the driver would store a replacement character in its place. Refused with its field named.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormed = (value: string) => !LONE_SURROGATE.test(value);
export const brokenMessage = (label: string) => `${label} contains a broken character; please type it again`;

/** A query's empty value ('' or null) means the filter is not set. */
export const emptyIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Empty strings and nulls from a form count as "not given" for an optional field. */
export const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A trimmed text that must be present and not blank. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, nulMessage(label))
    .refine(isWellFormed, brokenMessage(label));

/** A trimmed text that may be left blank (blank means "not given"). */
export const optionalText = (label: string, max = 500) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? undefined : value === null ? undefined : value,
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine(hasNoNul, nulMessage(label))
      .refine(isWellFormed, brokenMessage(label))
      .optional(),
  );

/** An email address, stored in lower case (emails are case-insensitive, decisions.md). */
/** Optional text on one line: a filter's words, where a line break can only be a slip. */
export const optionalLine = (label: string, max = 500) =>
  optionalText(label, max).refine(
    (value) => value === undefined || !/[\r\n]/.test(value),
    `${label} must be on one line`,
  );

export const emailAddress = (requiredMessage = 'Email is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Email must be a valid email address'))
    .transform((value) => value.toLowerCase());

/** An http or https URL. */
export const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, 'URLs must be at most 2000 characters')
    .refine((value) => {
      if (!hasNoNul(value) || !isWellFormed(value)) return false;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, message);

/** A form's number: '' (or only spaces) and null mean "not given"; text is read as a number. */
const formNumber = (value: unknown) => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text);
};

/**
 * Dollars (or another amount) with at most two decimals; a missing one reads '<label> is required'.
 * A price must be more than 0, and says only that of a negative one.
 */
const amount = (label: string, least: 'zero' | 'more than zero' = 'zero') => {
  const number = z.number({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
  });
  const floored =
    least === 'zero'
      ? number.min(0, `${label} must be 0 or more`)
      : number.gt(0, `${label} must be more than 0`);
  return (
    floored
      .max(100_000_000, `${label} is too large`)
      // Cents, not fractions of them (a small tolerance absorbs binary floating point).
      .refine(
        (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
        `${label} must have at most 2 decimal places`,
      )
  );
};

/** An optional amount; '' from a form means "not given". */
export const money = (label: string) => z.preprocess(formNumber, amount(label).optional());

/** A required amount: missing, null or '' is '<label> is required'. */
export const requiredMoney = (label: string) => z.preprocess(formNumber, amount(label));

/** A price someone agrees to pay: more than nothing. */
const price = (label: string) => amount(label, 'more than zero');

/** An optional price; '' from a form means "not given". */
export const optionalPrice = (label: string) => z.preprocess(formNumber, price(label).optional());

/** A required price. */
export const requiredPrice = (label: string) => z.preprocess(formNumber, price(label));

/**
 * A calendar day that exists: 2030-02-31 does not, though Date.parse rolls it over, and neither does
 * the year 0000, which JavaScript reads as 1 BC and PostgreSQL refuses.
 */
const isRealDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) && day.getUTCFullYear() >= 1 && day.toISOString().slice(0, 10) === value
  );
};

/** A required calendar day, YYYY-MM-DD. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    // One sentence per problem: an empty or malformed date stops at its first one.
    .min(1, { error: `${label} is required`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isRealDay, `${label} must be a real date`);
