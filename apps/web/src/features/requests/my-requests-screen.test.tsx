import type { MyRequestRow, RequestStatus } from '@loadboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_BROKER } from '../../test/users.ts';
import { readJson, renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { MyRequestsScreen } from './my-requests-screen.tsx';

/*
 * My Requests against a real HTTP server on loopback: GET /api/requests/mine (by state, paged) and
 * PATCH /api/requests/:id/status for the requester's answers.
 */

function rowFixture(id: number, status: RequestStatus, overrides: Partial<MyRequestRow> = {}): MyRequestRow {
  const countered = status === 'COUNTERED';
  return {
    id,
    loadId: 100 + id,
    status,
    proposedRate: 1800,
    counterRate: countered ? 2100 : null,
    booked: false,
    message: "I'm interested in this load.",
    responseMessage: null,
    offers: [
      {
        by: 'REQUESTER',
        rate: 1800,
        message: "I'm interested in this load.",
        at: '2030-03-01T10:00:00.000Z',
      },
      ...(countered
        ? [{ by: 'OWNER' as const, rate: 2100, message: 'Fuel is up.', at: '2030-03-01T11:00:00.000Z' }]
        : []),
    ],
    jobNumber: `TRK-${id}`,
    date: '2030-03-01T10:00:00.000Z',
    createdAt: '2030-03-01T10:00:00.000Z',
    load: {
      id: 100 + id,
      jobNumber: `TRK-${id}`,
      loadType: 'TRUCK',
      status: status === 'ACCEPTED' ? 'ASSIGNED' : 'ACTIVE',
      originLocation: 'Chicago, IL',
      originZip: '60601',
      destinationLocation: 'Dallas, TX',
      destinationZip: '75201',
      pickupDate: '2030-03-07',
      deliveryDate: '2030-03-09',
      rate: 2000,
      bookNowRate: null,
      roadMiles: 925,
      company: 'Coastal Trucking',
    },
    ...overrides,
  };
}

let rows: MyRequestRow[];
let asked: URLSearchParams[];
let patched: { id: string; body: unknown }[];

serveApi(async (url, answer, request) => {
  if (url.pathname === '/api/requests/mine') {
    asked.push(url.searchParams);
    const status = url.searchParams.get('status');
    const shown = rows.filter((row) => !status || row.status === status);
    return answer(200, {
      status: 'success',
      data: {
        requests: shown,
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalItems: shown.length,
          itemsPerPage: 10,
          hasPreviousPage: false,
          hasNextPage: false,
        },
      },
    });
  }
  const decision = /^\/api\/requests\/(\d+)\/status$/.exec(url.pathname);
  if (decision?.[1] && request.method === 'PATCH') {
    const body = (await readJson(request)) as { status: RequestStatus };
    patched.push({ id: decision[1], body });
    const id = Number(decision[1]);
    rows = rows.map((row) => (row.id === id ? { ...row, status: body.status } : row));
    const messages: Record<string, string> = {
      ACCEPTED: 'Counter-offer accepted',
      REJECTED: 'Counter-offer declined',
      WITHDRAWN: 'Request withdrawn',
    };
    return answer(200, { status: 'success', message: messages[body.status], data: null });
  }
  if (url.pathname === '/api/users/profile') answer(200, { status: 'success', data: API_BROKER });
});

beforeEach(() => {
  rows = [rowFixture(1, 'COUNTERED'), rowFixture(2, 'PENDING'), rowFixture(3, 'ACCEPTED')];
  asked = [];
  patched = [];
});
signedInEachTest(API_BROKER);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderScreen(path = '/my-requests') {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <MyRequestsScreen />
      <Address />
    </MemoryRouter>,
  );
}

const rowOf = async (id: number) => {
  await screen.findByText(`TRK-${id}`);
  return document.querySelector(`[data-request-id="${id}"]`) as HTMLElement;
};

describe('My Requests', () => {
  it("lists each request's post, company, rates and state, with what may be done on each", async () => {
    renderScreen();
    const countered = await rowOf(1);
    expect(countered.textContent).toContain('Chicago, IL');
    expect(countered.textContent).toContain('Dallas, TX');
    expect(countered.textContent).toContain('Coastal Trucking');
    expect(countered.textContent).toContain('$1,800.00');
    expect(countered.textContent).toContain('$2,100.00');
    expect(countered.textContent).toContain('Fuel is up.');
    expect(within(countered).getByText('Countered')).toBeTruthy();
    const names = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(names(countered)).toEqual(['Accept counter', 'Decline', 'Withdraw']);
    expect(names(await rowOf(2))).toEqual(['Withdraw']);
    expect(names(await rowOf(3))).toEqual(['View post', 'Rate confirmation']);
    expect(
      within(await rowOf(3)).getByRole('button', { name: 'Rate confirmation of load TRK-3' }),
    ).toBeTruthy();
    expect(asked[0]?.get('page')).toBe('1');
    expect(asked[0]?.get('limit')).toBe('10');
    expect(asked[0]?.has('status')).toBe(false);
  });

  it('offers no rate confirmation once the post of a deal is no longer taken', async () => {
    const accepted = rowFixture(3, 'ACCEPTED');
    rows = [{ ...accepted, load: { ...accepted.load, status: 'CANCELLED' } }];
    renderScreen();
    const row = await rowOf(3);
    expect(
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View post']);
  });

  it('filters by state, kept in the address', async () => {
    renderScreen();
    await rowOf(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/my-requests?status=PENDING'),
    );
    await waitFor(() => expect(document.querySelectorAll('[data-request-id]').length).toBe(1));
    expect(asked.at(-1)?.get('status')).toBe('PENDING');
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/my-requests'));
  });

  it('says so when a state has no requests', async () => {
    renderScreen('/my-requests?status=WITHDRAWN');
    expect(await screen.findByText('No requests in this state.')).toBeTruthy();
  });

  it('accepts a counter in one press', async () => {
    renderScreen();
    const row = await rowOf(1);
    fireEvent.click(within(row).getByRole('button', { name: 'Accept counter: $2,100.00 on TRK-1' }));
    expect(await screen.findByText('Counter-offer accepted')).toBeTruthy();
    expect(patched).toEqual([{ id: '1', body: { status: 'ACCEPTED' } }]);
    await waitFor(() => expect(within(row).getByText('Accepted')).toBeTruthy());
  });

  it('declines a counter', async () => {
    renderScreen();
    const row = await rowOf(1);
    fireEvent.click(within(row).getByRole('button', { name: 'Decline the counter on TRK-1' }));
    expect(await screen.findByText('Counter-offer declined')).toBeTruthy();
    expect(patched).toEqual([{ id: '1', body: { status: 'REJECTED' } }]);
  });

  it('withdraws only after the confirm', async () => {
    renderScreen();
    const row = await rowOf(2);
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw your request on TRK-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw request' });
    expect(dialog.textContent).toContain('TRK-2 · Chicago, IL → Dallas, TX');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patched).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw your request on TRK-2' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw request' });
    fireEvent.click(within(again).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Request withdrawn')).toBeTruthy();
    expect(patched).toEqual([{ id: '2', body: { status: 'WITHDRAWN' } }]);
    await waitFor(() => expect(within(row).getByText('Withdrawn')).toBeTruthy());
  });
});
