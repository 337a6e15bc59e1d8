import '../../i18n/index.ts';
import { LOAD_STATUSES, LOAD_TYPES, REQUEST_STATUSES } from '@loadboard/contracts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { RequestStatusBadge } from './request-status-badge.tsx';
import { StatusBadge, TypeBadge, UnderReviewBadge } from './status.tsx';

/** What a badge says, to the eye and to a screen reader alike (its colour aside). */
const wordsOf = (badge: React.ReactElement) => {
  const { container } = render(badge);
  const text = container.textContent ?? '';
  cleanup();
  return text;
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('status badges say their status in words', () => {
  it("a request's status, a different word for each", () => {
    const words = REQUEST_STATUSES.map((status) => wordsOf(<RequestStatusBadge status={status} />));
    expect(words).toEqual(['Pending', 'Accepted', 'Rejected', 'Countered', 'Withdrawn']);
  });

  it("a post's status, a different word for each, in the user's language", async () => {
    const words = LOAD_STATUSES.map((status) => wordsOf(<StatusBadge status={status} />));
    expect(new Set(words).size).toBe(LOAD_STATUSES.length);
    expect(words.every((word) => word.trim() !== '')).toBe(true);
    await i18n.changeLanguage('es');
    expect(wordsOf(<StatusBadge status="ACTIVE" />)).toBe('Activa');
  });

  it('a post type, its short tag with its full name', () => {
    expect(LOAD_TYPES.map((type) => wordsOf(<TypeBadge type={type} />))).toEqual([
      'RFP (Ready for Pickup)',
      'RFD (Ready for Delivery)',
      'Truck (Open Truck)',
    ]);
  });

  it('a post under review says so', () => {
    expect(wordsOf(<UnderReviewBadge load={{ underReview: true }} />)).toBe('Under review');
  });
});
