import '../i18n/index.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination.tsx';

afterEach(cleanup);

describe('pageWindow', () => {
  it('every page up to seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('first, last and the neighbours of the current page, gaps as null', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
    // A gap of one page shows that page instead.
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageWindow(17, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('Previous, numbered and Next buttons; the current page marked', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination currentPage={2} totalPages={3} totalItems={27} pageSize={10} onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Showing 11–20 of 27')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('Previous is off on the first page, Next on the last', () => {
    render(<Pagination currentPage={1} totalPages={2} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('one page: no buttons, only the count', () => {
    render(
      <Pagination currentPage={1} totalPages={1} totalItems={4} pageSize={10} onPageChange={() => {}} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Showing 1–4 of 4')).toBeTruthy();
  });
});
