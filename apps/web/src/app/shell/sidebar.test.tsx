import '../../i18n/index.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../lib/session.ts';
import { SidebarNav } from './sidebar.tsx';

afterEach(cleanup);

const userOf = (userType: string, extra: Partial<SessionUser> = {}) =>
  ({
    id: 1,
    firstName: 'Dana',
    userType,
    loadBoardUrls: [],
    photo: null,
    ...extra,
  }) as unknown as SessionUser;

function renderSidebar(userType: string, path = '/dashboard', extra: Partial<SessionUser> = {}) {
  const onLogout = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarNav user={userOf(userType, extra)} onLogout={onLogout} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const entries = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return { nav, entries, onLogout };
}

/** Every role may request some kind of post, so every role has My Requests. */
const COMMON = [
  'Dashboard',
  'Post Loads',
  'My Loads',
  'My Requests',
  'Avail. Loads',
  'Rates',
  'Settings',
  'Profile',
];
/** The carriers' and the admin's entries: the common ones with Search Loads. */
const WITH_SEARCH = [
  'Dashboard',
  'Post Loads',
  'Search Loads',
  'My Loads',
  'My Requests',
  'Avail. Loads',
  'Rates',
  'Settings',
  'Profile',
];
const ADMIN = ['Manage Users', 'Analytics', 'Activity Logs', 'Reports', 'Loadboard Scraper'];

describe('sidebar entries', () => {
  it('hides Search Loads from brokers, and shows no admin entries', () => {
    const { entries } = renderSidebar('BROKER');
    expect(entries).toEqual(COMMON);
  });

  it.each(['RFP_CARRIER', 'RFD_CARRIER'])('shows Search Loads to %s, without admin entries', (type) => {
    const { entries } = renderSidebar(type);
    expect(entries).toEqual(WITH_SEARCH);
  });

  it('adds the admin entries for SUPER_ADMIN', () => {
    const { entries } = renderSidebar('SUPER_ADMIN');
    expect(entries).toEqual([...WITH_SEARCH, ...ADMIN]);
  });

  it('points each entry at its route', () => {
    const { nav } = renderSidebar('SUPER_ADMIN');
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Dashboard')).toBe('/dashboard');
    expect(href('Post Loads')).toBe('/post-loads');
    expect(href('Search Loads')).toBe('/search-loads');
    expect(href('My Loads')).toBe('/view-loads');
    expect(href('My Requests')).toBe('/my-requests');
    expect(href('Avail. Loads')).toBe('/all-loads');
    expect(href('Rates')).toBe('/rates');
    expect(href('Settings')).toBe('/settings');
    expect(href('Profile')).toBe('/user-profile');
    expect(href('Manage Users')).toBe('/admin/users');
    expect(href('Analytics')).toBe('/admin/analytics');
    expect(href('Activity Logs')).toBe('/admin/activity-logs');
    expect(href('Reports')).toBe('/admin/reports');
    expect(href('Loadboard Scraper')).toBe('/admin/loadboard-scraper');
  });

  it('shows who is signed in, an edit link to the profile and Logout', () => {
    const { onLogout } = renderSidebar('RFP_CARRIER');
    expect(screen.getByText('Dana')).toBeTruthy();
    expect(screen.getByText('RFP Carrier')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/user-profile');
    expect(screen.getByRole('img', { name: 'Profile photo' })).toBeTruthy();
    screen.getByRole('button', { name: 'Logout' }).click();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("uses the user's photo, relative to the API base", () => {
    renderSidebar('BROKER', '/dashboard', { photo: 'users/1/photo' });
    expect(screen.getByRole('img', { name: 'Profile photo' }).getAttribute('src')).toBe('/api/users/1/photo');
  });

  it('marks the current entry; the dashboard also at /', () => {
    const { nav } = renderSidebar('BROKER', '/');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    const other = renderSidebar('BROKER', '/view-loads');
    expect(within(other.nav).getByRole('link', { name: 'My Loads' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(other.nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });
});
