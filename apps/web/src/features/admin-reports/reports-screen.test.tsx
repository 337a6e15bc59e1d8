import { REPORT_MESSAGES, type ReportGroup } from '@loadboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { readJson, renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { ReportsScreen } from './reports-screen.tsx';

/* The admin's reports queue against a real HTTP server on loopback. */

const ADMIN = {
  id: 1,
  email: 'admin@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  userType: 'SUPER_ADMIN',
};

const group = (overrides: Partial<ReportGroup> = {}): ReportGroup => ({
  post: {
    id: 12,
    loadType: 'RFP',
    status: 'ACTIVE',
    originLocation: 'Chicago, IL',
    destinationLocation: 'Dallas, TX',
    pickupDate: '2026-12-10',
    underReview: true,
  },
  poster: {
    id: 5,
    email: 'ghost@example.com',
    companyName: 'Ghost Freight',
    userType: 'BROKER',
    memberSince: '2026-11-01T10:00:00.000Z',
  },
  reports: [
    {
      id: 3,
      reason: 'PHANTOM',
      note: 'Moved last week',
      reporterId: 7,
      reporterCompany: 'Summit Carriers',
      createdAt: '2026-12-02T09:00:00.000Z',
    },
    {
      id: 4,
      reason: 'FRAUD',
      note: null,
      reporterId: 8,
      reporterCompany: 'Delta',
      createdAt: '2026-12-03T09:00:00.000Z',
    },
  ],
  possibleReposts: [
    {
      loadId: 9,
      companyName: 'Harbor Logistics',
      originLocation: 'Chicago, IL',
      destinationLocation: 'Dallas, TX',
      pickupDate: '2026-12-10',
      createdAt: '2026-12-01T08:00:00.000Z',
    },
  ],
  ...overrides,
});

let groups: ReportGroup[];
let reviewed: { path: string; body: unknown }[];
serveApi(async (url, answer, request) => {
  if (url.pathname === '/api/admin/reports' && request.method === 'GET')
    return answer(200, { status: 'success', data: { groups } });
  if (url.pathname.startsWith('/api/admin/reports/') && request.method === 'PATCH') {
    reviewed.push({ path: url.pathname, body: await readJson(request) });
    groups = [];
    answer(200, { status: 'success', data: null, message: REPORT_MESSAGES.reviewed });
  }
});

beforeEach(() => {
  groups = [group()];
  reviewed = [];
});
signedInEachTest(ADMIN);

const renderScreen = () =>
  renderWithProviders(
    <MemoryRouter>
      <ReportsScreen />
    </MemoryRouter>,
  );

describe('the reports queue', () => {
  it('shows each reported post with its reports, reposts and poster', async () => {
    renderScreen();
    const row = (await screen.findByText('Chicago, IL → Dallas, TX')).closest(
      '[data-load-id]',
    ) as HTMLElement;
    expect(row.dataset.loadId).toBe('12');
    expect(within(row).getByText('Off the board')).toBeTruthy();
    expect(within(row).getByText('Phantom or already moved')).toBeTruthy();
    expect(within(row).getByText('Moved last week')).toBeTruthy();
    expect(within(row).getByText('Suspected fraud or double brokering')).toBeTruthy();
    expect(row.textContent).toContain('By Summit Carriers on');
    expect(row.textContent).toContain('Load #9 by Harbor Logistics');
    // The poster's name opens the company's card.
    expect(within(row).getByRole('button', { name: 'Company record of Ghost Freight' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'User details' }).getAttribute('href')).toBe(
      '/admin/users?search=ghost%40example.com',
    );
  });

  it('says when nothing is open', async () => {
    groups = [];
    renderScreen();
    expect(await screen.findByText('No open reports.')).toBeTruthy();
  });

  it('asks before it acts, then sends the action for the post and refreshes', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Close the reports and put the post back on the board?');
    expect(reviewed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(REPORT_MESSAGES.reviewed)).toBeTruthy();
    expect(reviewed).toEqual([{ path: '/api/admin/reports/12', body: { action: 'dismiss' } }]);
    await waitFor(() => expect(screen.getByText('No open reports.')).toBeTruthy());
  });
});
