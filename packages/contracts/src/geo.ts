import { z } from 'zod';
import { ZIP_PATTERN } from './limits.ts';

/** Sentences of the ZIP lookup (decisions.md, Loads). */
export const GEO_MESSAGES = {
  zipFormat: 'ZIP code must be 5 digits',
  invalidZip: 'Invalid ZIP code',
} as const;

/** A US ZIP code as typed in a form or a URL: exactly five digits. */
export const zipCode = z.string({ error: GEO_MESSAGES.zipFormat }).regex(ZIP_PATTERN, GEO_MESSAGES.zipFormat);

/** `GET /api/geo/zip/:zip` */
export const zipParams = z.object({ zip: zipCode });
export type ZipParams = z.infer<typeof zipParams>;

/** One ZIP of the offline US ZIP database: where it is and how a location is written. */
export const zipInfo = z.object({
  zip: z.string(),
  city: z.string(),
  /** Two-letter USPS code (incl. DC, PR and the other territories). */
  state: z.string(),
  /** `City, ST`, the text every load location is stored as. */
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ZipInfo = z.infer<typeof zipInfo>;
