import '../../i18n/index.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableRows } from '../../test/web-test-kit.tsx';
import { StateMap } from './state-map.tsx';

afterEach(cleanup);

describe("the states' map, for assistive technology", () => {
  it("holds each state's median and deals as a table, by name", async () => {
    const onMapError = vi.fn();
    render(
      <StateMap
        states={[
          { state: 'TX', deals: 3, medianRatePerMile: null },
          { state: 'IL', deals: 1250, medianRatePerMile: 2.5 },
        ]}
        onMapError={onMapError}
      />,
    );
    const table = screen.getByRole('table', { name: 'Median outbound rate by state' });
    // The names come with the outlines; the codes stand in until then.
    await waitFor(
      () =>
        expect(tableRows(table)).toEqual([
          ['State', 'Median rate per mile', 'Deals'],
          ['Illinois', '$2.50/mi', '1,250'],
          ['Texas', 'Too few deals', '3'],
        ]),
      { timeout: 20_000 },
    );
    expect(onMapError).not.toHaveBeenCalled();
  }, 30_000);
});
