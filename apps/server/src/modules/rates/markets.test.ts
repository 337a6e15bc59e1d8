import { describe, expect, it } from 'vitest';
import { lookupZip } from '../geo/index.ts';
import { marketsOfZip, stateMarket, zip3Market } from './markets.ts';

/** The markets of a ZIP and the names the answers give them. */

/** How many of the prefix's ZIPs name each place, and each place's lowest ZIP. */
function placesOf(zip3: string) {
  const places = new Map<string, { zips: number; lowest: string }>();
  for (let rest = 0; rest < 100; rest++) {
    const zip = zip3 + String(rest).padStart(2, '0');
    const location = lookupZip(zip)?.location;
    if (!location) continue;
    const place = places.get(location);
    places.set(location, { zips: (place?.zips ?? 0) + 1, lowest: place?.lowest ?? zip });
  }
  return places;
}

describe('the markets of a ZIP', () => {
  it('are its 3-digit prefix and its state', () => {
    expect(marketsOfZip('60601')).toEqual({ zip3: '606', state: 'IL' });
    expect(marketsOfZip('02110')).toEqual({ zip3: '021', state: 'MA' });
    expect(marketsOfZip('00000')).toBeNull();
  });

  it('name a prefix by the place most of its ZIPs name, with the prefix', () => {
    expect(zip3Market('606')).toEqual({ market: '606', label: 'Chicago, IL (606)' });
    expect(zip3Market('604')).toEqual({ market: '604', label: 'Joliet, IL (604)' });
    expect(zip3Market('100')).toEqual({ market: '100', label: 'New York, NY (100)' });
    expect(zip3Market('900')).toEqual({ market: '900', label: 'Los Angeles, CA (900)' });
  });

  it('give a tie to the place of the lowest ZIP', () => {
    const places = placesOf('038');
    expect(places.get('Portsmouth, NH')?.zips).toBe(4);
    expect(places.get('Rochester, NH')?.zips).toBe(4);
    expect(Math.max(...[...places.values()].map((place) => place.zips))).toBe(4);
    expect(places.get('Portsmouth, NH')?.lowest).toBe('03801');
    expect(Number(places.get('Rochester, NH')?.lowest)).toBeGreaterThan(3801);
    expect(zip3Market('038').label).toBe('Portsmouth, NH (038)');
  });

  it('name a prefix without ZIPs by itself, and a state by its full name', () => {
    expect(zip3Market('000')).toEqual({ market: '000', label: '000' });
    expect(stateMarket('IL')).toEqual({ market: 'IL', label: 'Illinois' });
    expect(stateMarket('DC')).toEqual({ market: 'DC', label: 'District of Columbia' });
  });

  it('have a name for every state the ZIP database holds', () => {
    const states = new Set<string>();
    for (let zip = 0; zip < 100_000; zip++) {
      const state = lookupZip(String(zip).padStart(5, '0'))?.state;
      if (state) states.add(state);
    }
    expect(states.size).toBeGreaterThan(50);
    for (const state of states) expect(stateMarket(state).label, state).not.toBe(state);
  });
});
