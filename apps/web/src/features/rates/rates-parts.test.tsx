import type { TopLanes } from '@loadboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { laneFixture } from '../../test/rate-fixtures.ts';
import { TEST_BROKER } from '../../test/users.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { LaneLookup } from './lane-lookup.tsx';
import { TopLanesTable } from './top-lanes.tsx';

/*
 * The Rates screen's lane lookup and top lanes, against a real HTTP server on loopback (no mocked
 * fetch) answering GET /api/rates/lane.
 */

let asked: string[];
serveApi((url, answer) => {
  if (url.pathname !== '/api/rates/lane') return;
  asked.push(url.search);
  if (url.searchParams.get('originZip') === '00000') {
    return answer(422, { status: 'error', message: 'Invalid ZIP code', errors: ['Invalid ZIP code'] });
  }
  answer(200, { status: 'success', data: laneFixture({ days: Number(url.searchParams.get('days')) }) });
});

beforeEach(() => {
  asked = [];
});
signedInEachTest(TEST_BROKER);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function renderLookup(path = '/rates') {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <LaneLookup />
    </MemoryRouter>,
  );
}

describe('looking up a lane', () => {
  it('asks nothing until both ZIPs hold five digits, and says which does not', async () => {
    renderLookup();
    expect(screen.getByText('Type both ZIP codes to see what the lane pays.')).toBeTruthy();
    fireEvent.change(field('Origin ZIP'), { target: { value: '606' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(field('Origin ZIP').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('ZIP code must be 5 digits')).toHaveLength(2);
    expect(asked).toEqual([]);
    // The refusal is told: the focus goes to the first ZIP, and the assertive region says so.
    await waitFor(() => expect(document.activeElement).toBe(field('Origin ZIP')));
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe(
      '2 fields need correcting, the first: Origin ZIP',
    );
  });

  it('shows the range of the lane looked up, and asks again for another window at once', async () => {
    renderLookup();
    fireEvent.change(field('Origin ZIP'), { target: { value: '60601' } });
    fireEvent.change(field('Destination ZIP'), { target: { value: '75201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByText('Market: $2.10–$2.45/mi · median $2.28 · 23 deals in 30 days');
    expect(asked).toEqual(['?originZip=60601&destinationZip=75201&days=30']);

    fireEvent.change(screen.getByLabelText('Window'), { target: { value: '90' } });
    await screen.findByText('Market: $2.10–$2.45/mi · median $2.28 · 23 deals in 90 days');
    fireEvent.change(screen.getByLabelText('Load type'), { target: { value: 'TRUCK' } });
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toBe('?originZip=60601&destinationZip=75201&loadType=TRUCK&days=90');
  });

  it("opens on the address's lane, and says so when the server knows no such ZIP", async () => {
    renderLookup('/rates?originZip=00000&destinationZip=75201');
    expect(field('Origin ZIP').value).toBe('00000');
    expect(await screen.findByText('Invalid ZIP code')).toBeTruthy();
  });
});

describe('the top lanes', () => {
  const answer: TopLanes = {
    loadType: null,
    days: 30,
    lanes: [
      {
        origin: { market: '606', label: 'Chicago, IL (606)' },
        destination: { market: '752', label: 'Dallas, TX (752)' },
        deals: 41,
        medianRatePerMile: 2.28,
        change: 0.12,
      },
      {
        origin: { market: '900', label: 'Los Angeles, CA (900)' },
        destination: { market: '850', label: 'Phoenix, AZ (850)' },
        deals: 12,
        medianRatePerMile: 2.9,
        change: -0.05,
      },
      {
        origin: { market: '303', label: 'Atlanta, GA (303)' },
        destination: { market: '322', label: 'Jacksonville, FL (322)' },
        deals: 6,
        medianRatePerMile: 2.05,
        change: null,
      },
    ],
  };

  it('lists each lane with its deals, median per mile and change against the window before', () => {
    renderWithProviders(
      <TopLanesTable days={30} answer={answer} loading={false} failed={false} onRetry={() => {}} />,
    );
    // A list laid out at no width shows its phone cards: the lane, its median in the corner, the facts.
    const rows = [...document.querySelectorAll('[data-lane]')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Chicago, IL (606)→ to Dallas, TX (752)$2.28/miDeals41Change+$0.12',
      'Los Angeles, CA (900)→ to Phoenix, AZ (850)$2.90/miDeals12Change−$0.05',
      'Atlanta, GA (303)→ to Jacksonville, FL (322)$2.05/miDeals6ChangeNew',
    ]);
    expect(
      within(document.querySelector('[data-lane="303-322"]') as HTMLElement).getByText('New').title,
    ).toBe('Too few deals in the 30 days before to compare');
  });

  it('says so when no lane clears the floor', () => {
    renderWithProviders(
      <TopLanesTable
        days={7}
        answer={{ ...answer, lanes: [] }}
        loading={false}
        failed={false}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('No lane has enough deals in this window yet.')).toBeTruthy();
    expect(
      screen.getByText('The lanes with the most deals in the last 7 days, by 3-digit ZIP market'),
    ).toBeTruthy();
  });
});
