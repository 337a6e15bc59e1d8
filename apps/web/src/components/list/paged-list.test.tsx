import '../../i18n/index.ts';
import type { Pagination } from '@loadboard/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Column } from './data-table.tsx';
import type { ListQuery } from './fetched-list.tsx';
import { PagedList } from './paged-list.tsx';

afterEach(cleanup);

interface Answer {
  items: { id: number; name: string }[];
  pagination: Pagination;
}

const pagination = (currentPage: number, totalItems: number): Pagination => {
  const totalPages = Math.ceil(totalItems / 10);
  return {
    currentPage,
    totalPages,
    totalItems,
    itemsPerPage: 10,
    hasPreviousPage: currentPage > 1,
    hasNextPage: currentPage < totalPages,
  };
};

const columns: Column<{ id: number; name: string }>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
];

function renderList(
  query: ListQuery<Answer>,
  page = 1,
  onPageChange = vi.fn(),
  summary?: (rows: Answer['items']) => string,
) {
  render(
    <PagedList
      summary={summary && ((rows) => <p>{summary(rows)}</p>)}
      query={query}
      rows={(answer: Answer) => answer.items}
      page={page}
      onPageChange={onPageChange}
      errorTitle="Failed to fetch things"
      empty={{ title: 'No things yet.', text: 'Add one.' }}
      paginationLabel="Pages of things"
      columns={columns}
      rowKey={(row) => row.id}
      minWidth={0}
    />,
  );
  return onPageChange;
}

const idle = { isPending: false, isFetching: false, refetch: () => undefined };

describe('PagedList', () => {
  it('while loading says so', () => {
    renderList({ ...idle, data: undefined, isPending: true, isFetching: true });
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a failed fetch offers to try again', () => {
    const refetch = vi.fn();
    renderList({ ...idle, data: undefined, refetch });
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch things');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('an empty page says why', () => {
    renderList({ ...idle, data: { items: [], pagination: pagination(1, 0) } });
    expect(screen.getByText('No things yet.')).toBeTruthy();
    expect(screen.getByText('Add one.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the rows and the pages, and moves the page', () => {
    const items = Array.from({ length: 10 }, (_, index) => ({ id: index + 11, name: `Thing ${index + 11}` }));
    const onPageChange = renderList({ ...idle, data: { items, pagination: pagination(2, 27) } }, 2);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 11–20 of 27')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('navigation', { name: 'Pages of things' })).toBeTruthy();
  });

  it("a list's own summary takes the place of the pages' one", () => {
    const items = [{ id: 1, name: 'Thing 1' }];
    renderList(
      { ...idle, data: { items, pagination: pagination(1, 11) } },
      1,
      vi.fn(),
      (rows) => `${rows.length} here`,
    );
    expect(screen.getByText('1 here')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('a page past the last (its rows went away) moves back to the last page', () => {
    const onPageChange = renderList({ ...idle, data: { items: [], pagination: pagination(5, 27) } }, 5);
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
