import '../../i18n/index.ts';
import type { SystemAnalytics } from '@loadboard/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { tableRows } from '../../test/web-test-kit.tsx';
import AnalyticsCharts from './analytics-charts.tsx';

const CHARTS: SystemAnalytics['charts'] = {
  activity: [
    { day: '2030-01-30', posts: 4, acceptedRequests: 1 },
    { day: '2030-01-31', posts: 1250, acceptedRequests: 0 },
  ],
  revenue: [
    { month: '2029-12', loadRevenue: 0, subscriptionRevenue: 99 },
    { month: '2030-01', loadRevenue: 12500.5, subscriptionRevenue: 198 },
  ],
  lanes: [{ origin: 'Chicago, IL', destination: 'Dallas, TX', posts: 12 }],
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the analytics charts, for assistive technology', () => {
  it('hold their numbers as tables with a caption and headers', () => {
    render(<AnalyticsCharts charts={CHARTS} />);
    expect(tableRows(screen.getByRole('table', { name: 'Posts and Accepted Requests' }))).toEqual([
      ['Day', 'Posts', 'Accepted requests'],
      ['January 30, 2030', '4', '1'],
      ['January 31, 2030', '1,250', '0'],
    ]);
    expect(tableRows(screen.getByRole('table', { name: 'Revenue per Month' }))).toEqual([
      ['Month', 'Completed loads', 'Subscriptions'],
      ['December 2029', '$0.00', '$99.00'],
      ['January 2030', '$12,500.50', '$198.00'],
    ]);
    // The headers name their rows and columns.
    expect(screen.getAllByRole('rowheader')[0]?.textContent).toBe('January 30, 2030');
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('Day');
  });

  it('write them in the user’s language', async () => {
    await i18n.changeLanguage('fr');
    render(<AnalyticsCharts charts={CHARTS} />);
    const [, , last] = tableRows(screen.getByRole('table', { name: 'Revenus par mois' }));
    expect(last).toEqual(['janvier 2030', '12 500,50 $', '198,00 $']);
  });
});
