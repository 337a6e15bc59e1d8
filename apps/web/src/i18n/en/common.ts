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
  skipToContent: 'Skip to content',
  /** The spec's time zones as people read them (decisions.md "The page shell"). */
  timeZones: { UTC: 'UTC', EST: 'Eastern (ET)', PST: 'Pacific (PT)' },
  /** An instant's date and time, and the zone it is shown in. */
  /** A label and its value on one line: 'Job #: 1042'. */
  labelled: '{{label}}: {{value}}',
  dateTimeInZone: '{{dateTime}} · {{zone}}',
  /** Units after a number already written in the language (spec 9: lbs, cf). */
  units: {
    weight: '{{value}} lbs',
    space: '{{value}} cf',
    miles: '{{value}} mi',
    feet: '{{value}} ft',
    perMile: '{{value}}/mi',
    roadMiles: '{{value}} road mi',
  },
};
