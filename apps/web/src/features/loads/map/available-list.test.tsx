import { NEAREST_LISTED } from '@loadboard/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFixture } from '../../../test/load-fixtures.ts';
import { renderWithProviders, signedInEachTest } from '../../../test/web-test-kit.tsx';
import { MAP_LIST_PAGE_SIZE } from './api.ts';
import { AvailableList, type ListScope } from './available-list.tsx';

/** The map's list pages no further than the server lists: the NEAREST_LISTED nearest posts. */

const hits = Array.from({ length: MAP_LIST_PAGE_SIZE }, (_, index) => ({
  ...loadFixture({ id: index + 1 }),
  deadheadMiles: null,
}));

function renderList(scope: ListScope, page = 1) {
  renderWithProviders(
    <AvailableList
      scope={scope}
      hits={hits}
      loading={false}
      failed={false}
      onRetry={() => {}}
      page={page}
      onPageChange={() => {}}
      onChoose={() => {}}
      onBook={() => {}}
      onHover={() => {}}
    />,
  );
}

const pageButton = (page: number) => screen.queryByRole('button', { name: `Page ${page}` });

describe('AvailableList pages', () => {
  afterEach(cleanup);

  it('offers every page of a view that holds fewer posts than are listed, with no note', () => {
    renderList({ kind: 'view', total: 130 });
    expect(pageButton(7)).not.toBeNull();
    expect(pageButton(8)).toBeNull();
    expect(screen.queryByText(/Zoom in to list the others/)).toBeNull();
  });

  it('stops at the nearest posts the server lists, and says so, when a view holds more', () => {
    const lastPage = NEAREST_LISTED / MAP_LIST_PAGE_SIZE;
    renderList({ kind: 'view', total: 412_410 });
    expect(pageButton(lastPage)).not.toBeNull();
    expect(pageButton(lastPage + 1)).toBeNull();
    expect(
      screen.getByText('Listing the 1,000 nearest the center. Zoom in to list the others.'),
    ).toBeTruthy();
  });

  it('offers no page past the last listed one near a position, however full the page', () => {
    const lastPage = NEAREST_LISTED / MAP_LIST_PAGE_SIZE;
    renderList({ kind: 'near', radius: 100 }, lastPage);
    expect(pageButton(lastPage + 1)).toBeNull();
    expect(screen.getByRole('button', { name: /next/i }).hasAttribute('disabled')).toBe(true);
  });
});

describe('AvailableList, Book Now', () => {
  signedInEachTest({ id: 5, firstName: 'Marcus', userType: 'RFP_CARRIER' });

  it('shows a post’s Book Now price under it, and its button asks to book without opening the details', () => {
    const onBook = vi.fn();
    const onChoose = vi.fn();
    const bookable = {
      ...loadFixture({ id: 7, jobNumber: 'RFP-7', bookNowRate: 2300 }),
      deadheadMiles: null,
    };
    renderWithProviders(
      <AvailableList
        scope={{ kind: 'view', total: 2 }}
        hits={[bookable, { ...loadFixture({ id: 8 }), deadheadMiles: null }]}
        loading={false}
        failed={false}
        onRetry={() => {}}
        page={1}
        onPageChange={() => {}}
        onChoose={onChoose}
        onBook={onBook}
        onHover={() => {}}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.textContent).toContain('Book Now $2,300.00');
    expect(second?.textContent).not.toContain('Book Now');
    fireEvent.click(
      within(first as HTMLElement).getByRole('button', { name: 'Book Now: load RFP-7 for $2,300.00' }),
    );
    expect(onBook).toHaveBeenCalledWith(bookable);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
