import '../i18n/index.ts';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../lib/announce.ts';
import { ANNOUNCEMENT_MS, LiveRegions } from './live-regions.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const region = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[aria-live="${politeness}"]`) as HTMLElement;
const lines = (politeness: 'polite' | 'assertive') =>
  [...region(politeness).querySelectorAll('p')].map((line) => line.textContent);

describe('the live regions', () => {
  it('are on the page, empty, before anything is said', () => {
    render(<LiveRegions />);
    expect(region('polite').textContent).toBe('');
    expect(region('assertive').textContent).toBe('');
  });

  it('say each sentence in its region, the same one twice as two lines', () => {
    render(<LiveRegions />);
    const polite = region('polite');
    act(() => {
      announce('You have 2 unread notifications');
      announce('One field needs correcting: Email', 'assertive');
      announce('You have 2 unread notifications');
      announce('   ');
    });
    expect(lines('polite')).toEqual(['You have 2 unread notifications', 'You have 2 unread notifications']);
    expect(lines('assertive')).toEqual(['One field needs correcting: Email']);
    // The region itself stays: a screen reader only hears additions to a region it knows.
    expect(region('polite')).toBe(polite);
  });

  it('let a sentence go after a while, so nothing stale is left to come upon', () => {
    vi.useFakeTimers();
    render(<LiveRegions />);
    act(() => announce('New request on load RFP-1'));
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_MS - 1));
    expect(lines('polite')).toEqual(['New request on load RFP-1']);
    act(() => vi.advanceTimersByTime(1));
    expect(lines('polite')).toEqual([]);
  });

  it('say nothing when no region is on the page', () => {
    expect(() => announce('Nobody listens')).not.toThrow();
    render(<LiveRegions />);
    expect(lines('polite')).toEqual([]);
  });
});
