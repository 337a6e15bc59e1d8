import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountBadge, formatBadgeCount } from './count-badge.tsx';

afterEach(cleanup);

describe('unread badge', () => {
  it.each([
    [0, null],
    [-3, null],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%i → %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });

  it('is not rendered at 0', () => {
    const { container } = render(<CountBadge count={0} label="unread" />);
    expect(container.innerHTML).toBe('');
  });

  it.each([
    [5, '5'],
    [99, '99'],
    [100, '99+'],
  ])('shows %i as %s with a label for screen readers', (count, text) => {
    const { container } = render(<CountBadge count={count} label="unread" />);
    const badge = container.querySelector('.badge');
    expect(badge?.firstChild?.textContent).toBe(text);
    expect(badge?.textContent).toBe(`${text} unread`);
  });
});
