import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { findZip, resolveZip } from './service.ts';
import { circleBounds, circleHaversine, distanceMiles, lookupZip, zipCount } from './zip-database.ts';

const at = (zip: string) => {
  const info = lookupZip(zip);
  if (!info) throw new Error(`test ZIP ${zip} missing from the database`);
  return info;
};

describe('the offline ZIP database', () => {
  it('covers the US ZIP codes, with DC and Puerto Rico', () => {
    expect(zipCount()).toBeGreaterThan(41_000);
    expect(at('20001').location).toBe('Washington, DC');
    expect(at('00601').location).toBe('Adjuntas, PR');
    expect(at('99501').location).toBe('Anchorage, AK');
    expect(at('96813').location).toBe('Honolulu, HI');
  });

  it('gives city, state, location and coordinates', () => {
    expect(lookupZip('60601')).toEqual({
      zip: '60601',
      city: 'Chicago',
      state: 'IL',
      location: 'Chicago, IL',
      latitude: 41.8858,
      longitude: -87.6181,
    });
  });

  it('knows only 5-digit US ZIPs', () => {
    for (const zip of ['00000', '99999', '1000', '100011', 'T0A', 'constructor', '__proto__', ''])
      expect(lookupZip(zip)).toBeNull();
    // APO/FPO military codes are not places a load goes.
    expect(lookupZip('09001')).toBeNull();
    expect(lookupZip('34001')).toBeNull();
  });

  it('repairs the data’s few flaws', () => {
    // Stored as 73.95 E, which would put Manhattan in Kazakhstan.
    expect(at('10200').longitude).toBe(-73.95);
    expect(at('50062').city).toBe('Melcher-Dallas');
    // Guam really is east of the date line.
    expect(at('96910').longitude).toBeGreaterThan(0);
  });

  it('has coordinates inside the US for every state ZIP', () => {
    for (const zip of ['10001', '33101', '98101', '04401', '78520', '59001']) {
      const { latitude, longitude } = at(zip);
      expect(latitude).toBeGreaterThan(24);
      expect(latitude).toBeLessThan(50);
      expect(longitude).toBeGreaterThan(-125);
      expect(longitude).toBeLessThan(-66);
    }
  });
});

describe('distanceMiles', () => {
  const within1Percent = (actual: number, expected: number) =>
    expect(Math.abs(actual - expected) / expected).toBeLessThan(0.01);

  it('measures great-circle miles between known city pairs', () => {
    within1Percent(distanceMiles(at('10001'), at('90012')), 2445); // New York – Los Angeles
    within1Percent(distanceMiles(at('60601'), at('10001')), 711); // Chicago – New York
    within1Percent(distanceMiles(at('75201'), at('77002')), 225); // Dallas – Houston
    within1Percent(distanceMiles(at('98101'), at('33101')), 2725); // Seattle – Miami
  });

  it('is zero for one point and symmetric', () => {
    expect(distanceMiles(at('10001'), at('10001'))).toBe(0);
    expect(distanceMiles(at('10001'), at('60601'))).toBeCloseTo(distanceMiles(at('60601'), at('10001')), 9);
  });

  it('takes raw coordinates too (a user’s position)', () => {
    within1Percent(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }), 69.09);
  });
});

describe('circleBounds and circleHaversine (the lane search)', () => {
  /** The point `miles` from `from` on the initial bearing `degrees`, on the same sphere as distanceMiles. */
  function travel(from: { latitude: number; longitude: number }, degrees: number, miles: number) {
    const radius =
      distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }) * (180 / Math.PI);
    const rad = Math.PI / 180;
    const [lat, lng, bearing, angle] = [
      from.latitude * rad,
      from.longitude * rad,
      degrees * rad,
      miles / radius,
    ];
    const toLat = Math.asin(
      Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(bearing),
    );
    const toLng =
      lng +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angle) * Math.cos(lat),
        Math.cos(angle) - Math.sin(lat) * Math.sin(toLat),
      );
    return { latitude: toLat / rad, longitude: toLng / rad };
  }
  /** The haversine term of distanceMiles, which the search's SQL compares with circleHaversine. */
  function haversine(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
    const rad = Math.PI / 180;
    return (
      Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
      Math.cos(a.latitude * rad) *
        Math.cos(b.latitude * rad) *
        Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
    );
  }

  it('holds every point of the circle, its edge included, and is no wider than the circle', () => {
    for (const [zip, miles] of [
      ['60601', 100],
      ['75201', 150],
      ['99501', 300],
      ['33101', 25],
    ] as const) {
      const center = at(zip);
      const box = circleBounds(center, miles);
      let [south, north, west, east] = [90, -90, 180, -180];
      for (let bearing = 0; bearing < 360; bearing += 0.5) {
        for (const distance of [miles * 0.5, miles]) {
          const point = travel(center, bearing, distance);
          expect(point.latitude).toBeGreaterThanOrEqual(box.south);
          expect(point.latitude).toBeLessThanOrEqual(box.north);
          expect(point.longitude).toBeGreaterThanOrEqual(box.west);
          expect(point.longitude).toBeLessThanOrEqual(box.east);
          [south, north] = [Math.min(south, point.latitude), Math.max(north, point.latitude)];
          [west, east] = [Math.min(west, point.longitude), Math.max(east, point.longitude)];
        }
      }
      // The edge's own extremes are within a few thousandths of a degree of the box.
      expect(south - box.south).toBeLessThan(0.005);
      expect(box.north - north).toBeLessThan(0.005);
      expect(west - box.west).toBeLessThan(0.005);
      expect(box.east - east).toBeLessThan(0.005);
    }
  });

  it('spans every longitude for a circle over a pole or across the antimeridian', () => {
    expect(circleBounds({ latitude: 89.5, longitude: 10 }, 100)).toMatchObject({
      north: 90,
      west: -180,
      east: 180,
    });
    expect(circleBounds({ latitude: 52, longitude: 179.5 }, 100)).toMatchObject({ west: -180, east: 180 });
  });

  it('says a point is within the circle exactly when distanceMiles does', () => {
    const center = at('60601');
    for (let bearing = 0; bearing < 360; bearing += 7) {
      for (const distance of [99.9, 100.1, 40, 160]) {
        const point = travel(center, bearing, distance);
        expect(haversine(center, point) <= circleHaversine(100)).toBe(distanceMiles(center, point) <= 100);
      }
    }
  });
});

describe('resolveZip and findZip', () => {
  it('resolve a known ZIP to its location', () => {
    expect(resolveZip('90210').location).toBe('Beverly Hills, CA');
    expect(findZip('90210').location).toBe('Beverly Hills, CA');
  });

  it('refuse an unknown ZIP on save with 422 Invalid ZIP code', () => {
    const error = catchError(() => resolveZip('99999'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 422,
      code: 'VALIDATION',
      message: 'Invalid ZIP code',
      errors: ['Invalid ZIP code'],
    });
  });

  it('answer an unknown ZIP on lookup with 404 Invalid ZIP code', () => {
    expect(catchError(() => findZip('00000'))).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Invalid ZIP code',
    });
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
