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
};
