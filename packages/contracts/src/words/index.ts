import type { Language } from '../enums.ts';
import type { LoadType, TRUCK_TYPES } from '../loads.ts';
import type { Timezone } from '../settings.ts';
import { EN_WORDS } from './en.ts';
import { ES_WORDS } from './es.ts';
import { FR_WORDS } from './fr.ts';

/**
 * The names and formats both the web app and the server's documents (the rate confirmation) write,
 * in one language. `{{value}}` and `{{label}}` are filled as i18next fills them.
 */
export interface CommonWords {
  /** The post types written out. */
  typeNames: Record<LoadType, string>;
  truckTypes: Record<(typeof TRUCK_TYPES)[number], string>;
  /** The spec's time zones as people read them (decisions.md "The page shell"). */
  timeZones: Record<Timezone, string>;
  /** A label and its value on one line: 'Job #: 1042'. */
  labelled: string;
  /** Units after a number already written in the language (spec 9: lbs, cf). */
  units: Record<'weight' | 'space' | 'miles' | 'feet' | 'perMile' | 'roadMiles', string>;
}

export const COMMON_WORDS: Record<Language, CommonWords> = { en: EN_WORDS, es: ES_WORDS, fr: FR_WORDS };
