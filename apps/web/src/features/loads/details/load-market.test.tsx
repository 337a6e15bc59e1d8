import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadFixture, truckFixture } from '../../../test/load-fixtures.ts';
import { laneFixture, noneLaneFixture } from '../../../test/rate-fixtures.ts';
import { TEST_BROKER } from '../../../test/users.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../../test/web-test-kit.tsx';
import { LoadDetails } from './load-details.tsx';
import { RequestForm } from './request-form.tsx';

/*
 * A post's market in its details and beside Submit Request's proposed rate, against a real HTTP
 * server on loopback (no mocked fetch) answering GET /api/rates/lane.
 */

let asked: string[];
serveApi((url, answer) => {
  if (url.pathname !== '/api/rates/lane') return;
  asked.push(url.search);
  const figures =
    url.searchParams.get('destinationZip') === '59001'
      ? noneLaneFixture()
      : laneFixture({ loadType: url.searchParams.get('loadType') as 'RFP' });
  answer(200, { status: 'success', data: figures });
});

beforeEach(() => {
  asked = [];
});
signedInEachTest(TEST_BROKER);

const market = () => document.querySelector('[data-market-range]') as HTMLElement;

describe("a post's market", () => {
  it("shows its lane's range for its type over 30 days, and what the post asks against it", async () => {
    renderWithProviders(<LoadDetails load={loadFixture()} />);
    const section = screen
      .getByRole('heading', { name: 'Market on this lane' })
      .closest('section') as HTMLElement;
    await waitFor(() => expect(market().dataset.marketRange).toBe('figures'));
    expect(asked).toEqual(['?originZip=60601&destinationZip=75201&loadType=RFP&days=30']);
    expect(section.textContent).toContain('Market: $2.10–$2.45/mi · median $2.28 · 23 deals in 30 days');
    expect(within(section).getByText(/This post: \$2\.65\/mi/).textContent).toContain('Above market');
  });

  it('judges a truck by its rate per mile', async () => {
    renderWithProviders(<LoadDetails load={truckFixture({ ratePerMile: 2.2 })} />);
    await waitFor(() => expect(market().dataset.marketRange).toBe('figures'));
    expect(asked[0]).toContain('loadType=TRUCK');
    expect(market().textContent).toContain('This post: $2.20/mi');
    expect(market().textContent).toContain('At market');
  });

  it('says quietly when the lane has too few deals, and draws no chart', async () => {
    renderWithProviders(<LoadDetails load={loadFixture({ destinationZip: '59001' })} />);
    await waitFor(() => expect(market().dataset.marketRange).toBe('none'));
    expect(document.querySelector('[data-chart="lane"]')).toBeNull();
  });
});

describe('Submit Request beside the market', () => {
  it("judges the proposed rate per road mile and 'Use median' proposes the median rate", async () => {
    renderWithProviders(<RequestForm load={loadFixture({ rate: 1800 })} />);
    await waitFor(() => expect(market().dataset.marketRange).toBe('figures'));
    expect(market().textContent).toContain('Your rate comes to $1.95/mi over 925 road mi');
    expect(market().textContent).toContain('Below market');
    fireEvent.click(screen.getByRole('button', { name: 'Use median' }));
    expect((screen.getByLabelText('Proposed Rate ($)') as HTMLInputElement).value).toBe('2100');
    await waitFor(() => expect(market().textContent).toContain('Your rate comes to $2.27/mi'));
    expect(market().textContent).toContain('At market');
  });
});
