import type { BrokerDashboard } from '@loadboard/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/load-fixtures.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { BrokerDashboard as BrokerDashboardScreen } from './broker.tsx';

/* The broker's dashboard against a real HTTP server on loopback answering GET /api/dashboard/broker. */

const brokerAnswer: BrokerDashboard = {
  summary: { totalActiveLoads: 12, assignedJobs: 4, acceptedRequests: 1234 },
  activeLoads: { total: 16, byStatus: { active: 12, assigned: 4, inTransit: 1 } },
  requests: {
    recent: {
      total: 9,
      pending: 7,
      items: [
        {
          id: 70,
          loadId: 41,
          jobNumber: 'RFP-1001',
          carrier: 'Prairie Movers',
          carrierName: 'Marcus Reyes',
          proposedRate: 2350.5,
          status: 'PENDING',
          date: '2030-03-01T10:00:00.000Z',
        },
        {
          id: 71,
          loadId: 42,
          jobNumber: 'RFP-1002',
          carrier: 'Iron Horse Transport',
          carrierName: 'Wade McAllister',
          proposedRate: 1800,
          status: 'ACCEPTED',
          date: '2030-02-27T10:00:00.000Z',
        },
      ],
    },
    statistics: { total: 9, byStatus: { pending: 7, accepted: 2 } },
  },
  recentPosts: { total: 1, items: [loadFixture({ requestsCount: 3, pendingRequests: 2 })] },
};

let failing = false;

serveApi((url, answer) => {
  if (url.pathname === '/api/dashboard/broker') {
    failing
      ? answer(503, { status: 'error', message: 'The service is temporarily unavailable.' })
      : answer(200, { status: 'success', data: brokerAnswer });
  }
});

beforeEach(() => {
  failing = false;
});
signedInEachTest({ id: 2, firstName: 'Dana', userType: 'BROKER' });

function renderDashboard() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <BrokerDashboardScreen /> },
      { path: '/view-requests/:loadId', element: <p>requests screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const card = (name: string) => screen.getByRole('group', { name });

describe('the broker dashboard', () => {
  it('shows its four figures and its two tables', async () => {
    renderDashboard();
    await screen.findByText('Prairie Movers');
    expect(card('Active Loads').textContent).toContain('12');
    expect(card('Assigned Jobs').textContent).toContain('4');
    expect(card('Pending Requests').textContent).toContain('7');
    expect(card('Accepted Requests').textContent).toContain('1,234');

    const request = screen.getByText('Prairie Movers').closest('tr') as HTMLElement;
    expect(request.textContent).toContain('RFP-1001');
    expect(request.textContent).toContain('$2,350.50');
    expect(request.textContent).toContain('03/01/2030');
    expect(within(request).getByText('Pending').className).toContain('bg-warning');

    const post = screen.getByText('Chicago, IL').closest('tr') as HTMLElement;
    expect(post.textContent).toContain('03/07/2030');
    expect(within(post).getByRole('link', { name: /^2 \/ 3, load / })).toBeTruthy();
  });

  it('a recent request row opens the requests of its load', async () => {
    const router = renderDashboard();
    fireEvent.click(await screen.findByText('Marcus Reyes'));
    expect(router.state.location.pathname).toBe('/view-requests/41');
  });

  it('a deal row offers its rate confirmation, an open request none', async () => {
    renderDashboard();
    const deal = (await screen.findByText('Iron Horse Transport')).closest('tr') as HTMLElement;
    expect(within(deal).getByRole('button', { name: 'Rate confirmation of load RFP-1002' })).toBeTruthy();
    const pending = screen.getByText('Prairie Movers').closest('tr') as HTMLElement;
    expect(within(pending).queryByRole('button', { name: /Rate confirmation/ })).toBeNull();
  });

  it('a failure is shown in the page, with dashes on the cards', async () => {
    failing = true;
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is temporarily unavailable.');
    expect(card('Active Loads').textContent).toContain('—');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
