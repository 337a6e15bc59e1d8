import { EN_WORDS } from '@loadboard/contracts/words/en';

export const common = {
  appName: 'Load Board',
  tagline: 'Freight loads and open trucks, matched.',
  loading: 'Loading...',
  backToHome: 'Back to Home',
  copyright: '© {{year}} Load Board. All rights reserved.',
  notAvailable: 'Not available yet',
  viewAll: 'View All',
  optional: 'optional',
  retry: 'Try again',
  downloadCsv: 'Download CSV',
  downloadingCsv: 'Downloading...',
  skipToContent: 'Skip to content',
  close: 'Close',
  /** The toasts' region, and the keys that reach it. */
  toasts: 'Messages (Alt+T)',
  /** Said when a form is refused: `field` names the first field to correct. */
  formRefused_one: 'One field needs correcting: {{field}}',
  formRefused_other: '{{count}} fields need correcting, the first: {{field}}',
  // The names of zones, labelled values and units are the server's documents' too.
  timeZones: EN_WORDS.timeZones,
  labelled: EN_WORDS.labelled,
  /** An instant's date and time, and the zone it is shown in. */
  dateTimeInZone: '{{dateTime}} · {{zone}}',
  units: EN_WORDS.units,
};
