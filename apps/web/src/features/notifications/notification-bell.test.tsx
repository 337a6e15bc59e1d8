import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, signOut } from '../../lib/session.ts';
import { API_BROKER } from '../../test/users.ts';
import {
  renderWithProviders,
  serveApi,
  signedInEachTest,
  testQueryClient,
} from '../../test/web-test-kit.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { STREAM_REOPEN_MS } from './use-unread-count.ts';

/*
 * The bell against a real HTTP server on loopback for GET /api/notifications/unread-count. The
 * browser's EventSource (absent from the test DOM) is stood in for by a small class the test drives.
 */

let unread = 0;
let countCalls = 0;
/** The server ended the session: its token is refused. */
let sessionEnded = false;
serveApi((url, answer) => {
  if (url.pathname === '/api/notifications/unread-count') {
    countCalls += 1;
    if (sessionEnded)
      answer(401, {
        status: 'error',
        code: 'UNAUTHORIZED',
        message: 'Your session has expired. Please sign in again.',
      });
    else answer(200, { status: 'success', data: { count: unread } });
  }
});

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  /** The server refused the stream: EventSource gives up. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

let queryClient: QueryClient;

function renderBell() {
  return renderWithProviders(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
    queryClient,
  );
}

const live = () => FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);

beforeEach(() => {
  unread = 0;
  countCalls = 0;
  sessionEnded = false;
  FakeEventSource.instances = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  queryClient = testQueryClient();
});
signedInEachTest(API_BROKER, 'tok en');

afterEach(() => {
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});

describe('the header bell', () => {
  it('shows the polled count, then follows the stream: 99+ above 99, hidden at 0', async () => {
    unread = 3;
    renderBell();
    // A button that opens the panel (notification-panel.test.tsx), named by what it shows.
    const bell = await screen.findByRole('button', { name: 'Notifications 3 unread' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(bell.querySelector('.badge')?.textContent).toBe('3 unread');

    // One stream for the session, with the token in the address (EventSource cannot send headers).
    expect(live()).toHaveLength(1);
    expect(live()[0]?.url).toBe('/api/notifications/stream?token=tok%20en');

    act(() => live()[0]?.emit('unread-count', '{"count":120}'));
    expect(await screen.findByRole('button', { name: 'Notifications 99+ unread' })).toBeTruthy();

    act(() => live()[0]?.emit('unread-count', '{"count":0}'));
    const quiet = await screen.findByRole('button', { name: 'Notifications' });
    expect(quiet.querySelector('.badge')).toBeNull();

    // Something that is not a count changes nothing.
    act(() => live()[0]?.emit('unread-count', 'garbage'));
    expect(screen.getByRole('button', { name: 'Notifications' }).querySelector('.badge')).toBeNull();
  });

  it('refreshes the dashboards, the contacts and the notification list when the count changes', async () => {
    unread = 1;
    queryClient.setQueryData(['dashboard', 'broker'], { any: 'thing' });
    queryClient.setQueryData(['contacts'], []);
    queryClient.setQueryData(['notifications', 'list', '', '', 1], { notifications: [] });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications 1 unread' });
    // The first count is only the baseline.
    expect(queryClient.getQueryState(['dashboard', 'broker'])?.isInvalidated).toBe(false);

    act(() => live()[0]?.emit('unread-count', '{"count":2}'));
    await waitFor(() => {
      expect(queryClient.getQueryState(['dashboard', 'broker'])?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(['contacts'])?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(['notifications', 'list', '', '', 1])?.isInvalidated).toBe(true);
    });
  });

  it("refreshes My Requests and a post's requests when something new arrives (a counter, a withdrawal)", async () => {
    unread = 1;
    queryClient.setQueryData(['requests', 'mine', '', 1], { requests: [] });
    queryClient.setQueryData(['requests', 'load', 41], []);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications 1 unread' });

    act(() => live()[0]?.emit('unread-count', '{"count":2}'));
    await waitFor(() => {
      expect(queryClient.getQueryState(['requests', 'mine', '', 1])?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(['requests', 'load', 41])?.isInvalidated).toBe(true);
    });
  });

  it('tells a screen reader when the count rises, in the polite region, never at first', async () => {
    unread = 1;
    renderBell();
    await screen.findByRole('button', { name: 'Notifications 1 unread' });
    const region = document.querySelector('[aria-live="polite"][data-live-region]') as HTMLElement;
    expect(region.textContent).toBe('');

    act(() => live()[0]?.emit('unread-count', '{"count":3}'));
    await waitFor(() => expect(region.textContent).toBe('You have 3 unread notifications'));

    // Reading notifications lowers the count: nothing new to tell.
    act(() => live()[0]?.emit('unread-count', '{"count":0}'));
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => live()[0]?.emit('unread-count', '{"count":1}'));
    await waitFor(() =>
      expect([...region.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
        'You have 3 unread notifications',
        'You have 1 unread notification',
      ]),
    );
  });

  it('closes the stream on logout, and reopens one the server refused', async () => {
    unread = 2;
    renderBell();
    await screen.findByRole('button', { name: 'Notifications 2 unread' });
    expect(countCalls).toBe(1);

    vi.useFakeTimers();
    try {
      act(() => live()[0]?.fail());
      expect(live()).toHaveLength(0);
      act(() => vi.advanceTimersByTime(STREAM_REOPEN_MS));
      expect(live()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }

    act(() => signOut());
    expect(live()).toHaveLength(0);
    const quiet = await screen.findByRole('button', { name: 'Notifications' });
    expect(quiet.querySelector('.badge')).toBeNull();
  });

  it('asks at once whether a refused stream’s session ended; when it did, signs out and stops', async () => {
    unread = 1;
    renderBell();
    await screen.findByRole('button', { name: 'Notifications 1 unread' });
    const polled = countCalls;

    sessionEnded = true;
    act(() => live()[0]?.fail());
    await waitFor(() => expect(getToken()).toBeNull());
    expect(countCalls).toBeGreaterThan(polled);

    vi.useFakeTimers();
    try {
      act(() => vi.advanceTimersByTime(STREAM_REOPEN_MS * 3));
      expect(FakeEventSource.instances).toHaveLength(1);
      expect(live()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
