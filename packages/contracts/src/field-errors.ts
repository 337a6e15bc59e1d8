import { z } from 'zod';

/*
 * The sentence of every check that does not write its own: it names the field from its path and
 * says what the field must be, so no answer reads "Invalid input: expected number, received string".
 * Rules that matter to a form still write their own sentences (fields.ts); this is what is left.
 */

/** Words a field name spells in capitals ("pickupZip" is "Pickup ZIP"). */
const ACRONYMS: Record<string, string> = { zip: 'ZIP', url: 'URL', urls: 'URLs', id: 'ID', dot: 'DOT' };

/** A person's name for the field at `path`: its last named key, in words; the body itself without one. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'The request';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const [first = key, ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
  tuple: 'a list',
  record: 'a group of fields',
};

const FORMATS: Record<string, string> = {
  email: 'a valid email address',
  url: 'a valid URL',
  uuid: 'a valid id',
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time',
  time: 'a time (HH:MM)',
};

/** At most this many allowed values are listed; past it the sentence only says the value is not one. */
const LISTED_VALUES = 8;

const quoted = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function sizeSentence(
  label: string,
  origin: string,
  bound: number | bigint,
  side: 'least' | 'most',
  inclusive: boolean | undefined,
) {
  const limit = Number(bound) + (inclusive === false ? (side === 'least' ? 1 : -1) : 0);
  if (origin === 'string')
    return side === 'least' && limit === 1
      ? `${label} is required`
      : `${label} must be at ${side} ${limit} characters`;
  if (origin === 'array' || origin === 'set') return `${label} must have at ${side} ${limit} items`;
  if (side === 'least' && limit === 0) return `${label} must be 0 or more`;
  return side === 'least' ? `${label} must be ${limit} or more` : `${label} must be at most ${limit}`;
}

/** zod's map for issues without a sentence of their own. */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      if (issue.path?.length === 0 && issue.expected === 'object')
        return 'The request body must be a JSON object';
      return `${label} must be ${KINDS[issue.expected] ?? `a ${issue.expected}`}`;
    case 'too_small':
      return sizeSentence(label, issue.origin, issue.minimum, 'least', issue.inclusive);
    case 'too_big':
      return sizeSentence(label, issue.origin, issue.maximum, 'most', issue.inclusive);
    case 'invalid_value':
      return issue.values.length <= LISTED_VALUES
        ? `${label} must be one of: ${issue.values.map(quoted).join(', ')}`
        : `${label} is not one of the allowed values`;
    case 'invalid_format':
      return `${label} must be ${FORMATS[issue.format] ?? 'in the expected format'}`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${Number(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${label} has fields this request does not take: ${issue.keys
        .slice(0, LISTED_VALUES)
        .map((key) => key.slice(0, 40))
        .join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
      return `${label} holds an entry that is not valid`;
    default:
      return `${label} is not valid`;
  }
};

// Whoever reads the contracts (server, worker threads, the web) parses with these sentences.
z.config({ customError: fieldErrorMap });
