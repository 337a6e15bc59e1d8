import { LOAD_MESSAGES, refreshWaitMessage } from '@loadboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/load-fixtures.ts';
import { TEST_BROKER } from '../../test/users.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { RefreshButton } from './refresh-button.tsx';

/*
 * Refresh against a real HTTP server on loopback (no mocked fetch): POST /api/loads/:id/refresh
 * answers the post refreshed now, or the server's 409 when it was refreshed a moment ago elsewhere.
 */

const MINUTE_MS = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS).toISOString();

let refreshed: string[];
let tooSoon: boolean;

serveApi((url, answer, request) => {
  const refresh = /^\/api\/loads\/(\d+)\/refresh$/.exec(url.pathname);
  if (!refresh || request.method !== 'POST') return;
  refreshed.push(refresh[1] ?? '');
  if (tooSoon) return answer(409, { status: 'error', message: refreshWaitMessage(59), code: 'CONFLICT' });
  answer(200, {
    status: 'success',
    message: LOAD_MESSAGES.refreshed,
    data: loadFixture({ id: Number(refresh[1]), refreshedAt: new Date().toISOString() }),
  });
});

beforeEach(() => {
  refreshed = [];
  tooSoon = false;
});
signedInEachTest(TEST_BROKER);

const button = () => screen.getByRole('button', { name: /^Refresh load/ }) as HTMLButtonElement;

describe('Refresh', () => {
  it('refreshes the post, then shows when and waits an hour, saying why', async () => {
    renderWithProviders(<RefreshButton load={loadFixture({ id: 41 })} detailed />);
    expect(button().disabled).toBe(false);
    expect(button().title).toBe('Tell carriers this post is still meant: it moves to the top of the newest.');
    fireEvent.click(button());
    await waitFor(() => expect(screen.getByText('Refreshed')).toBeTruthy());
    expect(refreshed).toEqual(['41']);
    expect(screen.getByText('now')).toBeTruthy();
    expect(button().disabled).toBe(true);
    const reason = 'Refreshed less than an hour ago. You can refresh it again in 60 minutes.';
    expect(button().title).toBe(reason);
    expect(document.getElementById(button().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      reason,
    );
  });

  it('counts the wait from the last refresh, and lets a post an hour old be refreshed', () => {
    renderWithProviders(
      <>
        <RefreshButton load={loadFixture({ id: 41, refreshedAt: minutesAgo(20) })} />
        <RefreshButton load={loadFixture({ id: 42, jobNumber: 'RFP-1002', refreshedAt: minutesAgo(61) })} />
      </>,
    );
    const [recent, old] = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(recent?.disabled).toBe(true);
    expect(recent?.title).toBe('Refreshed less than an hour ago. You can refresh it again in 40 minutes.');
    expect(old?.disabled).toBe(false);
    expect(screen.getByText('20 min. ago')).toBeTruthy();
  });

  it('is offered only while the post is active; its details say why not', () => {
    const cancelled = loadFixture({ id: 41, status: 'CANCELLED' });
    const { unmount } = renderWithProviders(<RefreshButton load={cancelled} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(<RefreshButton load={cancelled} detailed />);
    expect(button().disabled).toBe(true);
    expect(screen.getByText('Only active posts can be refreshed.')).toBeTruthy();
  });

  it('shows the server’s refusal when the post was refreshed elsewhere a moment ago', async () => {
    tooSoon = true;
    renderWithProviders(<RefreshButton load={loadFixture({ id: 41 })} />);
    fireEvent.click(button());
    await waitFor(() =>
      expect(
        screen.getByText(
          'This post was refreshed less than an hour ago. You can refresh it again in 59 minutes.',
        ),
      ).toBeTruthy(),
    );
  });
});
