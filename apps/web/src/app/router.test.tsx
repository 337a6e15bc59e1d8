import { act, screen } from '@testing-library/react';
import { createMemoryRouter, type DataRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { loadSession, signIn } from '../lib/session.ts';
import { API_BROKER } from '../test/users.ts';
import { renderWithProviders, serveApi, signedOutAfterEachTest } from '../test/web-test-kit.tsx';
import { createAppRouter } from './router.tsx';

const broker = API_BROKER;

let router: DataRouter;

/*
 * The shell fetches GET /api/users/profile (a token without a stored user, and a refresh per page
 * load). A real server on loopback answers it; the test page's URL points at it so '/api' resolves.
 */
const profileRequests: (string | undefined)[] = [];
const dashboardRequests: (string | undefined)[] = [];

/** A broker's dashboard with nothing on it but one figure, answered late for the token 'slow'. */
const lateDashboard = {
  summary: { totalActiveLoads: 0, assignedJobs: 0, acceptedRequests: 1234 },
  activeLoads: { total: 0, byStatus: { active: 0, assigned: 0, inTransit: 0 } },
  requests: { recent: { total: 0, pending: 0, items: [] }, statistics: { total: 0, byStatus: {} } },
  recentPosts: { total: 0, items: [] },
};

serveApi(async (url, answer, request) => {
  if (url.pathname === '/api/dashboard/broker') dashboardRequests.push(request.headers.authorization);
  if (url.pathname === '/api/dashboard/broker' && request.headers.authorization === 'Bearer slow') {
    await new Promise((resolve) => setTimeout(resolve, 300));
    answer(200, { status: 'success', data: lateDashboard });
  }
  if (url.pathname === '/api/dashboard/broker' && request.headers.authorization === 'Bearer down')
    answer(
      503,
      { status: 'error', message: 'The service is temporarily unavailable.' },
      { 'retry-after': '30' },
    );
  if (url.pathname === '/api/users/profile') {
    profileRequests.push(request.headers.authorization);
    answer(200, { status: 'success', data: { ...broker, firstName: 'Dana' } });
  }
});

function renderAt(path: string) {
  router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  loadSession();
});

signedOutAfterEachTest();

describe('routes', () => {
  it.each(['/dashboard', '/', '/settings', '/admin/users', '/view-requests/12'])(
    'a guarded path (%s) without a session goes to /login',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByLabelText('Email')).toBeTruthy();
      expect(screen.getByLabelText('Password')).toBeTruthy();
      expect(screen.getByLabelText('Remember me')).toBeTruthy();
    },
  );

  it('a stored token alone is enough for the guard; the profile is then fetched', async () => {
    sessionStorage.setItem('token', 'abc');
    loadSession();
    renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    // The sidebar fills in once GET /api/users/profile answers.
    expect(await screen.findByText('Broker')).toBeTruthy();
    expect(profileRequests).toContain('Bearer abc');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').email).toBe('broker@example.com');
  });

  it('a broker sees the broker dashboard at / and /dashboard, in the shell', async () => {
    signIn({ token: 'abc', user: broker }, false);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Broker Dashboard' })).toBeTruthy();
    for (const card of ['Active Loads', 'Assigned Jobs', 'Pending Requests', 'Accepted Requests']) {
      expect(screen.getByText(card)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Recent Requests' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent Posts' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search loads...')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // No load boards: no sync button.
    expect(screen.queryByRole('button', { name: 'Sync load boards' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeTruthy();
    expect(screen.getByText('No contacts yet')).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Load Board. All rights reserved.`)).toBeTruthy();

    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Broker Dashboard' })).toBeTruthy();
  });

  it("entering the dashboard asks for its answer before the screen's code has come", async () => {
    signIn({ token: 'dash', user: broker }, false);
    // The app's own query cache, which earlier routes of this file filled.
    queryClient.clear();
    router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: ['/dashboard'] }));
    // Nothing is drawn: the route itself sent the request.
    await vi.waitFor(() => expect(dashboardRequests).toContain('Bearer dash'));
    router.dispose();
  });

  it('a first visit draws the dashboard once, with its figures, however late its answer', async () => {
    signIn({ token: 'slow', user: broker }, false);
    // The app's own query cache, which the route fills and the screen reads.
    queryClient.clear();
    router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: ['/dashboard'] }));
    renderWithProviders(<RouterProvider router={router} />, queryClient);
    await screen.findByRole('heading', { name: 'Broker Dashboard' });
    // No placeholder was drawn to be replaced: the figures came with the screen.
    expect(document.querySelector('.stat-card-placeholder')).toBeNull();
    expect(screen.getByText('Accepted Requests').closest('.card')?.textContent).toContain('1,234');
  });

  it('a dashboard whose answer fails is drawn at once, not held for a retry', async () => {
    signIn({ token: 'down', user: broker }, false);
    queryClient.clear();
    router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: ['/dashboard'] }));
    renderWithProviders(<RouterProvider router={router} />, queryClient);
    expect(await screen.findByRole('heading', { name: 'Broker Dashboard' })).toBeTruthy();
  });

  it('the sync button shows once the user has a load board URL', async () => {
    signIn(
      { token: 'abc', user: { ...broker, loadBoardUrls: ['https://boards.example.com/feed.csv'] } },
      false,
    );
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Sync load boards' })).toBeTruthy();
  });

  it("an unknown user type reads 'Invalid user type'", async () => {
    signIn({ token: 'abc', user: { ...broker, userType: 'DISPATCHER' } }, false);
    renderAt('/dashboard');
    expect(await screen.findByText('Invalid user type')).toBeTruthy();
  });

  it('admin screens tell a non-admin they are not allowed, inside the shell', async () => {
    signIn({ token: 'abc', user: broker }, false);
    renderAt('/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText("Access forbidden. You don't have permission for this action.")).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('admin screens open for SUPER_ADMIN with their titles', async () => {
    signIn({ token: 'abc', user: { ...broker, userType: 'SUPER_ADMIN', role: 'SUPER_ADMIN' } }, false);
    renderAt('/admin/loadboard-scraper');
    expect(await screen.findByRole('heading', { name: 'Loadboard URLs Management' })).toBeTruthy();
  });

  it('any other path shows the not-found screen with a way home', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('a signed-in user opening /login goes to the dashboard', async () => {
    signIn({ token: 'abc', user: broker }, true);
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Broker Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('/reset-password without a token goes to /login', async () => {
    renderAt('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('/register shows every registration field with its label', async () => {
    renderAt('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    for (const label of [
      'First Name',
      'Last Name',
      'Username',
      'Password',
      'Email',
      'Company Name',
      'User Type',
      'Contact Name',
      'Phone',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText(/DOT Number/)).toBeTruthy();
    expect(screen.getByLabelText(/Website/)).toBeTruthy();
    const options = [...(screen.getByLabelText('User Type') as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual(['Select user type', 'Broker', 'RFP Carrier', 'RFD Carrier']);
  });
});
