import { describe, expect, it } from 'vitest';
import { pageOffset, paginate } from './pagination.ts';

describe('paginate', () => {
  it('describes a middle page', () => {
    expect(paginate(2, 10, 23)).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalItems: 23,
      itemsPerPage: 10,
      hasPreviousPage: true,
      hasNextPage: true,
    });
  });

  it('has no next page on the last page or past it, and no pages without items', () => {
    expect(paginate(3, 10, 30)).toMatchObject({ totalPages: 3, hasNextPage: false, hasPreviousPage: true });
    expect(paginate(5, 10, 30)).toMatchObject({ currentPage: 5, totalPages: 3, hasNextPage: false });
    expect(paginate(1, 10, 0)).toMatchObject({ totalPages: 0, hasPreviousPage: false, hasNextPage: false });
  });

  it('skips the rows of the earlier pages', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 25)).toBe(50);
  });
});
