import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { laneFixture, noneLaneFixture } from '../../../test/rate-fixtures.ts';
import { TEST_BROKER } from '../../../test/users.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../../test/web-test-kit.tsx';
import { FreightPostForm } from './freight-post-form.tsx';
import { MARKET_DEBOUNCE_MS } from './post-market-rate.tsx';
import { TruckPostForm } from './truck-post-form.tsx';

/*
 * The market beside the post form's rate, against a real HTTP server on loopback (no mocked
 * fetch): the ZIP lookup, the road miles and GET /api/rates/lane, each call recorded.
 */

const PLACES: Record<string, string> = {
  '60601': 'Chicago, IL',
  '75201': 'Dallas, TX',
  '75202': 'Dallas, TX',
  '59001': 'Absarokee, MT',
};

/** Every lane asked, as `origin>destination:type`, and whether the asker hung up before the answer. */
let asked: { lane: string; cancelled: boolean }[];
/** Lanes whose answer waits until the asker hangs up or the test ends (a slow server). */
let held: Set<string>;
let releases: (() => void)[];

serveApi((url, answer, request) => {
  const zip = /^\/api\/geo\/zip\/(\d{5})$/.exec(url.pathname);
  if (zip?.[1]) {
    const location = PLACES[zip[1]];
    return location
      ? answer(200, {
          status: 'success',
          data: { zip: zip[1], location, city: '', state: '', latitude: 0, longitude: 0 },
        })
      : answer(404, { status: 'error', message: 'Invalid ZIP code' });
  }
  if (url.pathname === '/api/geo/route') {
    return answer(200, {
      status: 'success',
      data: { from: '', to: '', miles: 925, minutes: 900, geometry: [], steps: [], source: 'builtin' },
    });
  }
  if (url.pathname === '/api/rates/lane') {
    const params = url.searchParams;
    const lane = `${params.get('originZip')}>${params.get('destinationZip')}:${params.get('loadType')}`;
    const entry = { lane, cancelled: false };
    asked.push(entry);
    const figures =
      params.get('destinationZip') === '59001'
        ? noneLaneFixture()
        : laneFixture({ loadType: params.get('loadType') as 'RFP' | 'TRUCK' });
    if (held.has(lane)) {
      return new Promise<void>((resolve) => {
        request.socket.once('close', () => {
          entry.cancelled = true;
          resolve();
        });
        releases.push(() => {
          if (!entry.cancelled) answer(200, { status: 'success', data: figures });
          resolve();
        });
      });
    }
    return answer(200, { status: 'success', data: figures });
  }
});

beforeEach(() => {
  asked = [];
  held = new Set();
  releases = [];
});
afterEach(() => {
  for (const release of releases) release();
});
signedInEachTest(TEST_BROKER);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types a ZIP a digit at a time, as a person does. */
function typeZip(label: string, zip: string) {
  for (let length = 1; length <= zip.length; length += 1) {
    fireEvent.change(input(label), { target: { value: zip.slice(0, length) } });
  }
}

async function waitForLocation(label: string, location: string) {
  await waitFor(() => expect(input(label).value).toBe(location));
}

const market = () => document.querySelector('[data-market-range]') as HTMLElement | null;

function renderFreightForm() {
  renderWithProviders(
    <FreightPostForm
      type="RFP"
      idPrefix="t"
      onSubmit={async () => {}}
      submitLabel="Post Load"
      pendingLabel="Posting..."
    />,
  );
}

describe('the post form beside its market', () => {
  it('shows the range once both ZIPs are found, asking once for the lane', async () => {
    renderFreightForm();
    typeZip('Pickup ZIP', '60601');
    await waitForLocation('Pickup Location', 'Chicago, IL');
    // One ZIP is not a lane: nothing shown, nothing asked.
    expect(market()).toBeNull();
    typeZip('Delivery ZIP', '75201');
    await waitForLocation('Delivery Location', 'Dallas, TX');

    await waitFor(() => expect(market()?.dataset.marketRange).toBe('figures'));
    const range = market() as HTMLElement;
    expect(range.textContent).toContain('Market: $2.10–$2.45/mi · median $2.28 · 23 deals in 30 days');
    expect(range.textContent).toContain('3-digit ZIP markets Chicago, IL (606) → Dallas, TX (752)');
    expect(asked.map((entry) => entry.lane)).toEqual(['60601>75201:RFP']);
  });

  it('says what the typed rate comes to per road mile against the range, without asking again', async () => {
    renderFreightForm();
    typeZip('Pickup ZIP', '60601');
    typeZip('Delivery ZIP', '75201');
    await waitFor(() => expect(market()?.dataset.marketRange).toBe('figures'));

    for (const [rate, perMile, mark] of [
      ['1850', '$2.00/mi', 'Below market'],
      ['2100', '$2.27/mi', 'At market'],
      ['2500', '$2.70/mi', 'Above market'],
    ] as const) {
      fireEvent.change(input('Rate ($)'), { target: { value: rate } });
      const own = await waitFor(() => {
        const found = market()?.querySelector('[data-market-own]');
        expect(found?.textContent).toContain(`Your rate comes to ${perMile} over 925 road mi`);
        return found as HTMLElement;
      });
      expect(own.textContent).toContain(mark);
    }
    expect(asked).toHaveLength(1);
  });

  it("'Use median' fills the rate with the median rate in whole dollars", async () => {
    renderFreightForm();
    typeZip('Pickup ZIP', '60601');
    typeZip('Delivery ZIP', '75201');
    const button = await screen.findByRole('button', { name: 'Use median' });
    expect(button.getAttribute('title')).toBe('Fill in the median rate, $2,100');
    fireEvent.click(button);
    expect(input('Rate ($)').value).toBe('2100');
    await waitFor(() => expect(within(market() as HTMLElement).getByText('At market')).toBeTruthy());
  });

  it('a lane without enough deals gets one quiet line', async () => {
    renderFreightForm();
    typeZip('Pickup ZIP', '60601');
    typeZip('Delivery ZIP', '59001');
    await waitFor(() => expect(market()?.dataset.marketRange).toBe('none'));
    expect(market()?.textContent).toBe('Not enough deals on this lane yet to show what it pays.');
    expect(screen.queryByRole('button', { name: 'Use median' })).toBeNull();
  });

  it('asks only for the lane the ZIPs settle on, and hangs up on one the user moved on from', async () => {
    renderFreightForm();
    typeZip('Pickup ZIP', '60601');
    await waitForLocation('Pickup Location', 'Chicago, IL');
    // Changed within the pause: the first lane is never asked.
    typeZip('Delivery ZIP', '75201');
    await waitForLocation('Delivery Location', 'Dallas, TX');
    fireEvent.change(input('Delivery ZIP'), { target: { value: '7520' } });
    typeZip('Delivery ZIP', '75202');
    await waitFor(() => expect(market()?.dataset.marketRange).toBe('figures'));
    expect(asked.map((entry) => entry.lane)).toEqual(['60601>75202:RFP']);

    // A lane asked and not yet answered is cancelled when the user moves on.
    held.add('60601>75201:RFP');
    typeZip('Delivery ZIP', '75201');
    await waitFor(() => expect(asked.map((entry) => entry.lane)).toContain('60601>75201:RFP'));
    expect(market()?.dataset.marketRange).toBe('loading');
    typeZip('Delivery ZIP', '75202');
    await waitFor(() =>
      expect(asked.find((entry) => entry.lane === '60601>75201:RFP')?.cancelled).toBe(true),
    );
    await waitFor(() => expect(market()?.dataset.marketRange).toBe('figures'));
  });

  it('a keystroke in the rate never waits on the market', async () => {
    held.add('60601>75201:RFP');
    renderFreightForm();
    typeZip('Pickup ZIP', '60601');
    typeZip('Delivery ZIP', '75201');
    await waitFor(() => expect(asked).toHaveLength(1));
    // The lane's answer has not come; the rate takes every keystroke meanwhile.
    for (const value of ['2', '21', '210', '2100']) {
      fireEvent.change(input('Rate ($)'), { target: { value } });
      expect(input('Rate ($)').value).toBe(value);
    }
    expect(market()?.dataset.marketRange).toBe('loading');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, MARKET_DEBOUNCE_MS));
    });
    expect(asked).toHaveLength(1);
  });
});

describe('the truck form beside its market', () => {
  it('judges the rate per mile as typed, and fills it with the median rate per mile', async () => {
    renderWithProviders(
      <TruckPostForm
        idPrefix="t"
        onSubmit={async () => {}}
        submitLabel="Post Truck"
        pendingLabel="Posting..."
      />,
    );
    typeZip('Pickup ZIP', '60601');
    typeZip('Delivery ZIP', '75201');
    await waitFor(() => expect(market()?.dataset.marketRange).toBe('figures'));
    expect(asked.map((entry) => entry.lane)).toEqual(['60601>75201:TRUCK']);
    fireEvent.change(input('Rate per Mile ($)'), { target: { value: '2.5' } });
    await waitFor(() => expect(market()?.textContent).toContain('Your rate per mile, $2.50/mi'));
    expect(market()?.textContent).toContain('Above market');
    fireEvent.click(screen.getByRole('button', { name: 'Use median' }));
    expect(input('Rate per Mile ($)').value).toBe('2.28');
  });
});
