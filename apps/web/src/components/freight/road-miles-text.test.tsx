import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MarketMarksScope } from '../../lib/market-marks.tsx';
import { loadFixture, truckFixture } from '../../test/load-fixtures.ts';
import { TEST_BROKER } from '../../test/users.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { RoadMilesText } from './road-miles-text.tsx';

/*
 * A list's market marks, against a real HTTP server on loopback (no mocked fetch): one
 * GET /api/rates/marks for the page's posts, each post's mark beside its rate per road mile.
 */

let asked: string[];
let answerMarks: (() => void) | null;

serveApi((url, answer) => {
  if (url.pathname !== '/api/rates/marks') return;
  asked.push(url.searchParams.get('loadIds') ?? '');
  // The answer waits until the test lets it go, to see the list before it.
  return new Promise<void>((resolve) => {
    answerMarks = () => {
      answer(200, { status: 'success', data: { marks: [{ loadId: 41, mark: 'above' }] } });
      resolve();
    };
  });
});

beforeEach(() => {
  asked = [];
  answerMarks = null;
});
signedInEachTest(TEST_BROKER);

const rows = [
  loadFixture({ id: 41 }),
  loadFixture({ id: 43, jobNumber: 'RFP-1003' }),
  truckFixture({ id: 42 }),
];

describe('market marks on a list', () => {
  it('asks once for the page, shows nothing meanwhile, then marks the posts whose lane has figures', async () => {
    renderWithProviders(
      <MarketMarksScope loadIds={rows.map((row) => row.id)}>
        {rows.map((row) => (
          <p key={row.id} data-row={row.id}>
            <RoadMilesText load={row} />
          </p>
        ))}
      </MarketMarksScope>,
    );
    await waitFor(() => expect(answerMarks).not.toBeNull());
    expect(asked).toEqual(['41,42,43']);
    expect(screen.queryByText(/market/)).toBeNull();

    answerMarks?.();
    await waitFor(() => expect(screen.getByText('Above market')).toBeTruthy());
    const row = (id: number) => document.querySelector(`[data-row="${id}"]`)?.textContent;
    expect(row(41)).toBe('925 road mi · $2.65/mi↑ Above market');
    expect(row(43)).toBe('925 road mi · $2.65/mi');
    expect(asked).toHaveLength(1);
  });

  it('shows no mark and asks nothing outside a list that asks for them', () => {
    renderWithProviders(<RoadMilesText load={loadFixture()} />);
    expect(document.body.textContent).toBe('925 road mi · $2.65/mi');
    expect(asked).toEqual([]);
  });
});
