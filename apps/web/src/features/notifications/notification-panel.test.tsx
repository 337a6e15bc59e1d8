import type { NotificationView } from '@loadboard/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_BROKER } from '../../test/users.ts';
import {
  renderWithProviders,
  serveApi,
  signedInEachTest,
  testQueryClient,
} from '../../test/web-test-kit.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UNREAD_COUNT_KEY } from './unread-count-query.ts';

/*
 * The bell's panel against a real HTTP server on loopback: GET /api/notifications (the latest),
 * the unread count, and the two PUTs that read them. Without EventSource in the test DOM, the count
 * comes by its poll, or is written into its cache entry as the stream would.
 */

const MINUTE = 60_000;

function notification(id: number, fields: Partial<NotificationView>): NotificationView {
  return {
    id,
    type: 'SYSTEM',
    title: `Notice ${id}`,
    message: `Message ${id}`,
    isRead: false,
    createdAt: new Date(Date.now() - id * MINUTE).toISOString(),
    loadId: null,
    requestId: null,
    link: null,
    ...fields,
  };
}

let latest: NotificationView[] = [];
let unread = 0;
let listFails = false;
/** Holds the list's answer until released, so the loading state shows. */
let listGate: Promise<void> = Promise.resolve();
const listQueries: string[] = [];
const puts: string[] = [];

serveApi(async (url, answer, request) => {
  if (url.pathname === '/api/notifications/unread-count') {
    answer(200, { status: 'success', data: { count: unread } });
  } else if (url.pathname === '/api/notifications') {
    listQueries.push(url.search);
    await listGate;
    if (listFails) answer(500, { status: 'error', message: 'Internal Server Error' });
    else
      answer(200, {
        status: 'success',
        data: {
          notifications: latest,
          pagination: {
            currentPage: 1,
            totalPages: 1,
            totalItems: latest.length,
            itemsPerPage: 8,
            hasPreviousPage: false,
            hasNextPage: false,
          },
        },
      });
  } else if (request.method === 'PUT' && url.pathname === '/api/notifications/mark-all-read') {
    puts.push(url.pathname);
    unread = 0;
    answer(200, {
      status: 'success',
      data: { updated: 2 },
      message: 'All notifications marked as read',
    });
  } else if (request.method === 'PUT' && /^\/api\/notifications\/\d+\/read$/.test(url.pathname)) {
    puts.push(url.pathname);
    unread = Math.max(0, unread - 1);
    const id = Number(url.pathname.split('/')[3]);
    answer(200, { status: 'success', data: { ...notification(id, {}), isRead: true } });
  }
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

let queryClient: QueryClient;

function renderBell() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard']}>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
}

const menu = () => document.querySelector<HTMLElement>('.notification-panel');
/** The panel, once open (its code comes on the first click). */
const shownPanel = () =>
  waitFor(() => {
    const shown = menu();
    expect(shown?.classList.contains('show')).toBe(true);
    return shown as HTMLElement;
  });
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  latest = [];
  unread = 0;
  listFails = false;
  listGate = Promise.resolve();
  listQueries.length = 0;
  puts.length = 0;
  queryClient = testQueryClient();
});
signedInEachTest(API_BROKER);

describe("the bell's panel", () => {
  it('loads when opened: loading, then the latest, newest first, unread ones marked', async () => {
    unread = 1;
    latest = [
      notification(1, {
        type: 'LOAD_REQUEST',
        title: 'New load request',
        message: 'Prairie Freight requested your RFP load JOB-1001',
        loadId: 12,
        requestId: 34,
      }),
      notification(90, { title: 'Request accepted', isRead: true, type: 'REQUEST_ACCEPTED', loadId: 7 }),
    ];
    let release = () => {};
    listGate = new Promise((resolve) => {
      release = resolve;
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications 1 unread' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(listQueries).toEqual([]);

    fireEvent.click(bell);
    const panel = await shownPanel();
    expect(await within(panel).findByRole('status')).toHaveProperty('textContent', 'Loading...');
    await waitFor(() => expect(listQueries).toEqual(['?limit=8']));
    act(() => release());

    const request = await within(panel).findByRole('link', { name: /^New load request/ });
    expect(request.textContent).toBe(
      'New load requestUnreadPrairie Freight requested your RFP load JOB-10011 min. ago',
    );
    expect(request.className).toContain('is-unread');
    expect(request.getAttribute('href')).toBe('/view-requests/12');
    // A decision opens the load's details, here; it was read, so it says nothing of it.
    const decision = within(panel).getByRole('button', { name: /^Request accepted/ });
    expect(decision.className).not.toContain('is-unread');
    expect(decision.textContent).not.toContain('Unread');
    expect(decision.textContent).toContain('1 hr. ago');
    // Newest first, as the server sent them, then the two actions.
    const items = [...panel.querySelectorAll('.dropdown-item')].map((item) => item.textContent);
    expect(items.slice(2)).toEqual(['See all notifications', 'Mark All as Read']);
    expect(screen.getByRole('button', { name: 'Notifications 1 unread' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('opening one reads it and goes where it leads; the panel closes', async () => {
    unread = 2;
    latest = [
      notification(1, { type: 'LOAD_REQUEST', title: 'New load request', loadId: 12 }),
      notification(2, { type: 'SYSTEM', title: 'Welcome' }),
    ];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    fireEvent.click(await screen.findByRole('link', { name: /^New load request/ }));
    await waitFor(() => expect(where()).toBe('/view-requests/12'));
    await waitFor(() => expect(puts).toEqual(['/api/notifications/1/read']));
    expect(menu()?.classList.contains('show')).toBe(false);
    // The count drops with it.
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeTruthy();

    // One that leads nowhere of its own opens the Notifications page.
    fireEvent.click(screen.getByRole('button', { name: 'Notifications 1 unread' }));
    const welcome = await screen.findByRole('link', { name: /^Welcome/ });
    expect(welcome.getAttribute('href')).toBe('/notifications');
    fireEvent.click(welcome);
    await waitFor(() => expect(where()).toBe('/notifications'));
    await waitFor(() => expect(puts).toContain('/api/notifications/2/read'));
  });

  it('marks all as read while any is unread, and leads to the Notifications page', async () => {
    unread = 2;
    latest = [notification(1, {}), notification(2, {})];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark All as Read' }));
    await waitFor(() => expect(puts).toEqual(['/api/notifications/mark-all-read']));
    expect(await screen.findByText('All notifications marked as read')).toBeTruthy();
    const bell = await screen.findByRole('button', { name: 'Notifications' });

    // Nothing unread: no Mark All as Read.
    latest = latest.map((item) => ({ ...item, isRead: true }));
    fireEvent.click(bell);
    const panel = await shownPanel();
    await waitFor(() => expect(within(panel).queryAllByText('Unread')).toHaveLength(0));
    expect(within(panel).queryByRole('button', { name: 'Mark All as Read' })).toBeNull();
    fireEvent.click(within(panel).getByRole('link', { name: 'See all notifications' }));
    await waitFor(() => expect(where()).toBe('/notifications'));
  });

  it('says so when they could not be loaded, or when there are none', async () => {
    listFails = true;
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await shownPanel();
    expect(await within(panel).findByText('Failed to fetch notifications')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toBeTruthy();

    // Closed, then opened again: asked again, and this time there are none.
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(menu()?.classList.contains('show')).toBe(false));
    listFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await within(panel).findByText('You have no notifications yet.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark All as Read' })).toBeNull();
    expect(listQueries).toHaveLength(2);
  });

  it('refreshes while open when the unread count changes', async () => {
    unread = 1;
    latest = [notification(5, { title: 'First' })];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications 1 unread' }));
    expect(await screen.findByRole('link', { name: /^First/ })).toBeTruthy();

    latest = [notification(1, { title: 'Second' }), ...latest];
    unread = 2;
    // As the live stream writes a new count.
    act(() => queryClient.setQueryData(UNREAD_COUNT_KEY, 2));
    expect(await screen.findByRole('link', { name: /^Second/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications 2 unread' })).toBeTruthy();
  });

  it('opens with ArrowDown; the arrows reach its items; Escape closes it onto the bell', async () => {
    unread = 1;
    latest = [notification(1, { title: 'First' }), notification(2, { title: 'Second', isRead: true })];
    renderBell();
    const stand = await screen.findByRole('button', { name: 'Notifications 1 unread' });
    act(() => stand.focus());
    fireEvent.keyDown(stand, { key: 'ArrowDown' });
    await shownPanel();
    // The bell that replaced its stand-in has the focus.
    const bell = screen.getByRole('button', { name: 'Notifications 1 unread' });
    await waitFor(() => expect(document.activeElement).toBe(bell));

    const first = await screen.findByRole('link', { name: /^First/ });
    fireEvent.keyDown(bell, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Second/ }));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(menu()?.classList.contains('show')).toBe(false));
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });
});
