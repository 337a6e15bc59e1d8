import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../test/load-fixtures.ts';
import { laneOf, placeOfFilter } from './board-lane.ts';

const chicago = {
  zip: '60601',
  city: 'Chicago',
  state: 'IL',
  location: 'Chicago, IL',
  latitude: 41.8,
  longitude: -87.6,
};
const toDallas = loadFixture();
const toDallasAgain = loadFixture({ id: 42, originZip: '60607', destinationZip: '75202' });
const toAustin = loadFixture({ id: 43, destinationZip: '73301', destinationLocation: 'Austin, TX' });

describe("the board's lane", () => {
  it('a whole ZIP is the place the ZIP database names', () => {
    expect(placeOfFilter('60601', [], 'origin', chicago)).toEqual({ zip: '60601', location: 'Chicago, IL' });
    // Not looked up yet, or unknown: no place.
    expect(placeOfFilter('60601', [toDallas], 'origin', null)).toBeNull();
    expect(placeOfFilter('60602', [toDallas], 'origin', chicago)).toBeNull();
  });

  it('a place is known when every listed post has the same one at that end', () => {
    expect(placeOfFilter('chicago', [toDallas, toDallasAgain], 'origin', null)).toEqual({
      zip: '60601',
      location: 'Chicago, IL',
    });
    expect(placeOfFilter('Dallas', [toDallas, toDallasAgain], 'destination', null)).toEqual({
      zip: '75201',
      location: 'Dallas, TX',
    });
    // 'TX' matches two places; nothing listed tells nothing.
    expect(placeOfFilter('TX', [toDallas, toAustin], 'destination', null)).toBeNull();
    expect(placeOfFilter('Dallas', [], 'destination', null)).toBeNull();
    expect(placeOfFilter('  ', [toDallas], 'destination', null)).toBeNull();
  });

  it('a lane needs both ends', () => {
    const origin = { zip: '60601', location: 'Chicago, IL' };
    const destination = { zip: '75201', location: 'Dallas, TX' };
    expect(laneOf(origin, destination)).toEqual({
      originZip: '60601',
      originLocation: 'Chicago, IL',
      destinationZip: '75201',
      destinationLocation: 'Dallas, TX',
    });
    expect(laneOf(origin, null)).toBeNull();
  });
});
