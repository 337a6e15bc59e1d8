import '../../i18n/index.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { formatAge } from '../../lib/relative-time.ts';
import { applyUserPreferences, signIn, signOut } from '../../lib/session.ts';
import { setTimeZone } from '../../lib/time-zone.ts';
import { NOW_TICK_MS } from '../../lib/use-now.ts';
import { loadFixture } from '../../test/load-fixtures.ts';
import { TEST_BROKER } from '../../test/users.ts';
import { PostAge } from './post-age.tsx';

const NOW = Date.parse('2030-03-01T12:00:00.000Z');
const MINUTE_MS = 60_000;
const ago = (minutes: number) => new Date(NOW - minutes * MINUTE_MS).toISOString();
/** Text with the no-break spaces French and Spanish put between a number and its unit as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('formatAge', () => {
  it('says a moment under a minute as now, then minutes, hours and days', () => {
    expect(formatAge(ago(0.5), NOW, 'en')).toBe('now');
    expect(formatAge(ago(12), NOW, 'en')).toBe('12 min. ago');
    expect(formatAge(ago(3 * 60 + 59), NOW, 'en')).toBe('3 hr. ago');
    expect(formatAge(ago(24 * 60), NOW, 'en')).toBe('1 day ago');
    expect(formatAge(ago(2 * 24 * 60 + 5), NOW, 'en')).toBe('2 days ago');
    expect(formatAge(ago(-3), NOW, 'en')).toBe('now');
  });

  it('writes it in the language asked', () => {
    expect(plain(formatAge(ago(12), NOW, 'fr'))).toBe('il y a 12 min');
    expect(plain(formatAge(ago(3 * 60), NOW, 'es'))).toBe('hace 3 h');
    expect(plain(formatAge(ago(2 * 24 * 60), NOW, 'fr'))).toBe('il y a 2 jours');
  });
});

describe('a post’s age on screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
    signIn({ token: 'abc', user: { ...TEST_BROKER, timezone: 'UTC' } }, false);
  });
  afterEach(async () => {
    cleanup();
    signOut();
    vi.useRealTimers();
    await i18n.changeLanguage('en');
    setTimeZone('UTC');
  });

  const posts = [
    loadFixture({ id: 1, createdAt: ago(12) }),
    loadFixture({ id: 2, createdAt: ago(9 * 24 * 60), refreshedAt: ago(3 * 60) }),
    loadFixture({ id: 3, createdAt: ago(8 * 24 * 60), stale: true }),
  ];
  const age = (id: number) => screen.getByTestId(`post-${id}`);

  function renderPosts() {
    render(
      <ul>
        {posts.map((post) => (
          <li key={post.id} data-testid={`post-${post.id}`}>
            <PostAge load={post} />
          </li>
        ))}
      </ul>,
    );
  }

  it('counts from the last refresh, else the posting, with the exact moment in the tooltip', () => {
    renderPosts();
    expect(age(1).textContent).toBe('12 min. ago');
    expect(age(1).querySelector('time')?.getAttribute('title')).toMatch(
      /^Posted on Mar 1, 2030, 11:48\sAM · UTC$/,
    );
    expect(age(2).textContent).toBe('3 hr. ago');
    expect(age(2).querySelector('time')?.getAttribute('title')).toMatch(
      /^Refreshed on Mar 1, 2030, 9:00\sAM · UTC$/,
    );
    expect(age(2).querySelector('time')?.getAttribute('dateTime')).toBe(ago(3 * 60));
  });

  it('marks a stale post, and no other', () => {
    renderPosts();
    expect(age(3).textContent).toBe('8 days agoStale');
    expect(age(3).querySelector('.stale-badge')?.getAttribute('title')).toBe(
      'Not refreshed for 7 days: its owner may no longer mean it',
    );
    expect(age(1).querySelector('.stale-badge')).toBeNull();
  });

  it('moves every age on together, on one timer for the page', () => {
    renderPosts();
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(2 * NOW_TICK_MS);
    });
    expect(age(1).textContent).toBe('13 min. ago');
    act(() => {
      vi.advanceTimersByTime(48 * 2 * NOW_TICK_MS);
    });
    expect(age(1).textContent).toBe('1 hr. ago');
    expect(age(2).textContent).toBe('3 hr. ago');
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('speaks the user’s language', () => {
    renderPosts();
    act(() => applyUserPreferences({ language: 'fr' }));
    expect(plain(age(1).textContent)).toBe('il y a 12 min');
    expect(plain(age(3).textContent)).toBe('il y a 8 joursAncienne');
    expect(age(2).querySelector('time')?.getAttribute('title')).toMatch(/^Actualisée le /);
  });
});
