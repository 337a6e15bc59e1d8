import '../../i18n/index.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { weeklyFixture } from '../../test/rate-fixtures.ts';
import { tableRows } from '../../test/web-test-kit.tsx';
import LaneChart from './lane-chart.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe("a lane's chart, for assistive technology", () => {
  it('holds its numbers as a table: each week, its median per mile and its deals', () => {
    render(<LaneChart weekly={weeklyFixture([3, 6])} ownRatePerMile={2.4} />);
    const table = screen.getByRole('table', { name: 'Market on this lane' });
    expect(tableRows(table)).toEqual([
      ['Week', 'Median rate per mile', 'Deals'],
      ['Week of 01/07/2030', 'Too few deals that week to show a median', '3'],
      ['Week of 01/14/2030', '$2.13/mi', '6'],
    ]);
    // The drawing itself stays hidden from assistive technology.
    expect(document.querySelector('[data-chart="lane"] [aria-hidden="true"][inert]')).not.toBeNull();
  });

  it('writes them in the user’s language', async () => {
    await i18n.changeLanguage('fr');
    render(<LaneChart weekly={weeklyFixture([1200, 6])} />);
    const table = screen.getByRole('table', { name: 'Le marché sur ce trajet' });
    expect(tableRows(table)[1]).toEqual(['Semaine du 07/01/2030', '2,10 $/mi', '1 200']);
  });
});
