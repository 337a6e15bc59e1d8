import { describe, expect, it } from 'vitest';
import { initials } from './contacts-list.tsx';
import { relativeTime } from './relative-time.ts';

describe('contacts panel', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('says when the last exchange was, relative to now', () => {
    expect(relativeTime('2026-03-10T11:59:40Z', 'en', now)).toBe('now');
    expect(relativeTime('2026-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-02-20T12:00:00Z', 'en', now)).toBe('2 weeks ago');
    expect(relativeTime('2026-03-09T12:00:00Z', 'fr', now)).toBe('hier');
    expect(relativeTime('garbage', 'en', now)).toBe('');
  });

  it("shows a company's initials", () => {
    expect(initials('Blue Ridge Brokerage')).toBe('BR');
    expect(initials('prairie')).toBe('P');
    expect(initials('  ')).toBe('');
  });
});
