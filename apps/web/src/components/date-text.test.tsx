import '../i18n/index.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { applyUserPreferences, signIn, signOut } from '../lib/session.ts';
import { setTimeZone } from '../lib/time-zone.ts';
import { TEST_BROKER } from '../test/users.ts';
import { DayText } from './date-text.tsx';

afterEach(async () => {
  cleanup();
  signOut();
  await i18n.changeLanguage('en');
  setTimeZone('UTC');
});

/** A post created in the evening in the Americas (the next day in UTC), picked up on 9 March. */
function Dates() {
  return (
    <ul>
      <li data-testid="posted">
        <DayText value="2025-03-09T04:30:00Z" />
      </li>
      <li data-testid="pickup">
        <DayText value="2025-03-09" />
      </li>
    </ul>
  );
}

describe('dates on screen', () => {
  it('redraw at once in a new zone or language; a calendar day stays its day', () => {
    signIn({ token: 'abc', user: { ...TEST_BROKER, timezone: 'UTC' } }, false);
    render(<Dates />);
    const posted = () => screen.getByTestId('posted').textContent;
    const pickup = () => screen.getByTestId('pickup').textContent;
    expect(posted()).toBe('03/09/2025');
    expect(pickup()).toBe('03/09/2025');

    act(() => applyUserPreferences({ timezone: 'PST' }));
    expect(posted()).toBe('03/08/2025');
    expect(pickup()).toBe('03/09/2025');
    expect(screen.getByTestId('posted').querySelector('time')?.getAttribute('title')).toMatch(
      /^Mar 8, 2025, 8:30\sPM · Pacific \(PT\)$/,
    );

    act(() => applyUserPreferences({ language: 'fr' }));
    expect(posted()).toBe('08/03/2025');
    expect(pickup()).toBe('09/03/2025');
    expect(screen.getByTestId('posted').querySelector('time')?.getAttribute('title')).toBe(
      '8 mars 2025, 20:30 · Heure du Pacifique (PT)',
    );
  });
});
