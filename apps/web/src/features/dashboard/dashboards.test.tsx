import '../../i18n/index.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrokerDashboard } from '@loadboard/contracts';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { signIn, signOut } from '../../lib/session.ts';
import { loadFixture } from '../../test/load-fixtures.ts';
import { BrokerDashboard as BrokerDashboardScreen } from './broker.tsx';

/* The broker's dashboard against a real HTTP server on loopback answering GET /api/dashboard/broker. */

const answer: BrokerDashboard = {
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
      ],
    },
    statistics: { total: 9, byStatus: { pending: 7, accepted: 2 } },
  },
  recentPosts: { total: 1, items: [loadFixture({ requestsCount: 3, pendingRequests: 2 })] },
};

let failing = false;
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/dashboard/broker') {
      return failing
        ? json(503, { status: 'error', message: 'The service is temporarily unavailable.' })
        : json(200, { status: 'success', data: answer });
    }
    json(404, { status: 'error', message: 'Resource not found.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/`,
  );
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  failing = false;
  signIn({ token: 'abc', user: { id: 2, firstName: 'Dana', userType: 'BROKER' } }, false);
});

afterEach(() => {
  cleanup();
  signOut();
});

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <BrokerDashboardScreen /> },
      { path: '/view-requests/:loadId', element: <p>requests screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
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
    expect(within(post).getByRole('link', { name: /View requests of load/ }).textContent).toBe('2 / 3');
  });

  it('a recent request row opens the requests of its load', async () => {
    const router = renderDashboard();
    fireEvent.click(await screen.findByText('Marcus Reyes'));
    expect(router.state.location.pathname).toBe('/view-requests/41');
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
