import { DEFAULT_SETTINGS } from '@loadboard/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../test/load-fixtures.ts';
import { API_BROKER } from '../../../test/users.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../../test/web-test-kit.tsx';
import { BoardAlertMe } from './board-alert-me.tsx';

/* The board's 'Alert me' against a real HTTP server on loopback: the ZIP lookup and GET /api/settings. */

let settingsReads = 0;
serveApi((url, answer) => {
  if (url.pathname === '/api/geo/zip/60601') {
    return answer(200, {
      status: 'success',
      data: {
        zip: '60601',
        city: 'Chicago',
        state: 'IL',
        location: 'Chicago, IL',
        latitude: 41.8,
        longitude: -87.6,
      },
    });
  }
  if (url.pathname === '/api/settings') {
    settingsReads += 1;
    answer(200, { status: 'success', data: DEFAULT_SETTINGS });
  }
});
signedInEachTest(API_BROKER);

describe("the board's Alert me", () => {
  it('offers the lane once both filters name a place', async () => {
    renderWithProviders(<BoardAlertMe origin="60601" destination="dallas" loads={[loadFixture()]} />);
    expect(await screen.findByText('Lane: Chicago, IL to Dallas, TX')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Alert me about loads like this' })).toBeTruthy();
    // The button reads the settings (is the lane watched already?): the answer said no.
    await waitFor(() => expect(settingsReads).toBe(1));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Alert me about loads like this' })).toBeTruthy();
  });

  it('offers nothing while an end is unknown: no filter, or the posts still loading', async () => {
    const view = renderWithProviders(
      <BoardAlertMe origin="60601" destination={undefined} loads={[loadFixture()]} />,
    );
    view.rerender(<BoardAlertMe origin="60601" destination="dallas" loads={undefined} />);
    // The ZIP was known from the first test: had a lane been found, it would show now.
    await act(async () => {});
    expect(screen.queryByText(/^Lane:/)).toBeNull();
  });
});
