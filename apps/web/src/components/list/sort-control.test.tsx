import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readListSort, useListParams } from '../../lib/use-list-params.ts';
import { SortControl } from './sort-control.tsx';

const FILTERS = z.object({ origin: z.string().optional() });
const SORTS = { values: ['pickupDate', 'newest', 'rate'], default: 'pickupDate' } as const;
const NAMES = { pickupDate: 'Pickup date', newest: 'Newest', rate: 'Rate, highest' };

afterEach(cleanup);

let search = '';

/** A list's order on the kit: the control, the address it writes, the order the list would ask for. */
function SortedList() {
  const { sort, setSort, setFilters, setPage } = useListParams(FILTERS, SORTS);
  search = useLocation().search;
  return (
    <>
      <SortControl
        label="Sort by"
        value={sort}
        options={SORTS.values.map((value) => ({ value, label: NAMES[value] }))}
        onChange={setSort}
      />
      <output data-testid="asked">{sort}</output>
      <button type="button" onClick={() => setFilters({ origin: 'Dallas' })}>
        Filter
      </button>
      <button type="button" onClick={() => setPage(3)}>
        Page 3
      </button>
    </>
  );
}

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[`/all-loads${address}`]}>
      <SortedList />
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
}

describe('a list’s sort control', () => {
  it('is a labelled select offering each order, the default one chosen on a bare address', () => {
    const select = renderAt('');
    expect(select.value).toBe('pickupDate');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Pickup date',
      'Newest',
      'Rate, highest',
    ]);
    expect(screen.getByTestId('asked').textContent).toBe('pickupDate');
  });

  it('puts the order in the address, back on page 1, keeping the filters; the default leaves it', () => {
    const select = renderAt('?origin=Chicago&page=4');
    fireEvent.change(select, { target: { value: 'rate' } });
    expect(search).toBe('?origin=Chicago&sort=rate');
    expect(screen.getByTestId('asked').textContent).toBe('rate');

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(search).toBe('?origin=Dallas&sort=rate&page=3');

    fireEvent.change(select, { target: { value: 'pickupDate' } });
    expect(search).toBe('?origin=Dallas');
    expect(select.value).toBe('pickupDate');
  });

  it('reads an order from a shared link, and ignores one the list does not have', () => {
    expect(renderAt('?sort=newest').value).toBe('newest');
    expect(readListSort(SORTS, new URLSearchParams('sort=cheapest'))).toBe('pickupDate');
  });
});
