import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readListParams, useListParams } from './use-list-params.ts';

const FILTERS = z.object({
  origin: z.string().trim().max(10).optional(),
  status: z.enum(['ACTIVE', 'ASSIGNED']).optional(),
});

afterEach(cleanup);

describe('readListParams', () => {
  it('reads each filter on its own: one that does not parse is dropped, the others kept', () => {
    const { filters, page } = readListParams(
      FILTERS,
      new URLSearchParams('origin=Bangor&status=LOST&page=3'),
    );
    expect(filters).toEqual({ origin: 'Bangor' });
    expect(page).toBe(3);
  });

  it('a page that is not a whole number from 1 is page 1', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) {
      expect(readListParams(FILTERS, new URLSearchParams({ page })).page).toBe(1);
    }
    expect(readListParams(FILTERS, new URLSearchParams()).filters).toEqual({});
  });
});

let current: ReturnType<typeof useListParams<typeof FILTERS>>;
let search = '';

/** Reads the hook and the address it writes. */
function Probe() {
  current = useListParams(FILTERS);
  search = useLocation().search;
  return null;
}

function setup(initial: string) {
  const view = render(
    <MemoryRouter initialEntries={[`/list${initial}`]}>
      <Probe />
    </MemoryRouter>,
  );
  return {
    hook: {
      result: {
        get current() {
          return current;
        },
      },
      rerender: () =>
        view.rerender(
          <MemoryRouter initialEntries={[`/list${initial}`]}>
            <Probe />
          </MemoryRouter>,
        ),
    },
    search: () => search,
  };
}

describe('useListParams', () => {
  it('keeps filters and page in the address; new filters go back to page 1', () => {
    const { hook, search } = setup('?origin=Bangor&page=2&tab=x');
    expect(hook.result.current.filters).toEqual({ origin: 'Bangor' });
    expect(hook.result.current.page).toBe(2);

    act(() => hook.result.current.setPage(4));
    expect(search()).toBe('?origin=Bangor&page=4&tab=x');
    expect(hook.result.current.page).toBe(4);

    act(() => hook.result.current.setFilters({ origin: '  Portland ', status: 'ACTIVE' }));
    expect(search()).toBe('?origin=Portland&tab=x&status=ACTIVE');
    expect(hook.result.current.filters).toEqual({ origin: 'Portland', status: 'ACTIVE' });
    expect(hook.result.current.page).toBe(1);

    // A blank filter leaves the address; page 1 is the bare address.
    act(() => hook.result.current.setPage(2));
    act(() => hook.result.current.setFilters({ origin: '', status: 'ACTIVE' }));
    expect(search()).toBe('?tab=x&status=ACTIVE');
  });

  it('the filters keep their identity while the address does not change them', () => {
    const { hook } = setup('?origin=Bangor');
    const first = hook.result.current.filters;
    hook.rerender();
    expect(hook.result.current.filters).toBe(first);
  });
});
