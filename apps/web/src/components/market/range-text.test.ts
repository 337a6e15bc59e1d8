import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { laneFixture, noneLaneFixture } from '../../test/rate-fixtures.ts';
import { rangeLine, scopeLine } from './range-text.ts';

const t = ((key: string, options?: object) => i18n.t(key as never, options as never)) as unknown as TFunction;
/** Intl writes French amounts with no-break spaces; the test reads them as plain ones. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('rangeLine', () => {
  it('reads the range and median per mile with the deals behind them', () => {
    expect(rangeLine(t, laneFixture())).toBe('Market: $2.10–$2.45/mi · median $2.28 · 23 deals in 30 days');
    expect(rangeLine(t, laneFixture({ days: 90, deals: 1204 }))).toBe(
      'Market: $2.10–$2.45/mi · median $2.28 · 1,204 deals in 90 days',
    );
  });

  it('writes money as the interface language does', async () => {
    await i18n.changeLanguage('fr');
    expect(plain(rangeLine(t, laneFixture()))).toBe(
      'Marché : 2,10 $–2,45 $/mi · médiane 2,28 $ · 23 accords en 30 jours',
    );
    await i18n.changeLanguage('es');
    expect(rangeLine(t, laneFixture())).toBe(
      'Mercado: $2.10–$2.45/mi · mediana $2.28 · 23 acuerdos en 30 días',
    );
  });

  it('has nothing to say for a lane without figures', () => {
    expect(rangeLine(t, noneLaneFixture())).toBeNull();
  });
});

describe('scopeLine', () => {
  it('names the 3-digit markets, or the states the figures fell back to', () => {
    expect(scopeLine(t, laneFixture())).toBe('3-digit ZIP markets Chicago, IL (606) → Dallas, TX (752)');
    expect(
      scopeLine(
        t,
        laneFixture({
          scope: 'state',
          origin: { market: 'IL', label: 'Illinois' },
          destination: { market: 'TX', label: 'Texas' },
        }),
      ),
    ).toBe('States Illinois → Texas');
    expect(scopeLine(t, noneLaneFixture())).toBeNull();
  });
});
