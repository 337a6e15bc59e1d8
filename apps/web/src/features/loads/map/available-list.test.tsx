import { NEAREST_LISTED } from '@loadboard/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../../test/load-fixtures.ts';
import { renderWithProviders } from '../../../test/web-test-kit.tsx';
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
