import type { Language } from '@loadboard/contracts';
import { describe, expect, it } from 'vitest';
import type { AlertMatch } from '../settings/index.ts';
import { alertSentence, boardLink } from './alert-message.ts';
import { type AlertDigest, AlertDigests } from './digest.ts';

const digestMatches = (matches: AlertMatch[]) => {
  const digests = new AlertDigests();
  digests.add(matches);
  return digests.list();
};

const chicago = { zipCode: '60601', radius: 50, location: 'Chicago, IL' };
const gary = { zipCode: '46402', radius: 25, location: 'Gary, IN' };
const lane = {
  originZip: '60601',
  destinationZip: '75201',
  originLocation: 'Chicago, IL',
  destinationLocation: 'Dallas, TX',
};
const prefs = {
  notifications: true,
  emailAlerts: true,
  language: 'en' as Language,
  timezone: 'UTC' as const,
};

describe('AlertDigests: one digest per user and batch', () => {
  it('leads with the alert that matched the most posts, counting the others', () => {
    const [digest, ...rest] = digestMatches([
      { userId: 7, loadId: 12, serviceAreas: [gary], routeAlerts: [lane], ...prefs },
      { userId: 7, loadId: 10, serviceAreas: [], routeAlerts: [lane], ...prefs },
      { userId: 7, loadId: 11, serviceAreas: [chicago], routeAlerts: [lane], ...prefs },
    ]);
    expect(rest).toEqual([]);
    expect(digest).toMatchObject({
      userId: 7,
      loadIds: [10, 11, 12],
      lead: { kind: 'lane', ...lane },
      otherAlerts: 2,
    });
  });

  it('in a tie, leads with a service area, then with the alert met first', () => {
    const [digest] = digestMatches([
      { userId: 7, loadId: 4, serviceAreas: [], routeAlerts: [lane], ...prefs },
      { userId: 7, loadId: 5, serviceAreas: [gary], routeAlerts: [], ...prefs },
      { userId: 7, loadId: 6, serviceAreas: [chicago], routeAlerts: [], ...prefs },
    ]);
    expect(digest).toMatchObject({ lead: { kind: 'area', ...gary }, otherAlerts: 2 });
  });

  it('keeps each user apart, with their own settings', () => {
    const digests = digestMatches([
      { userId: 1, loadId: 5, serviceAreas: [chicago], routeAlerts: [], ...prefs },
      {
        userId: 2,
        loadId: 5,
        serviceAreas: [],
        routeAlerts: [lane],
        ...prefs,
        language: 'fr',
        emailAlerts: false,
      },
    ]);
    expect(
      digests.map(({ userId, language, emailAlerts, lead }) => ({ userId, language, emailAlerts, lead })),
    ).toEqual([
      { userId: 1, language: 'en', emailAlerts: true, lead: { kind: 'area', ...chicago } },
      { userId: 2, language: 'fr', emailAlerts: false, lead: { kind: 'lane', ...lane } },
    ]);
  });
});

describe('the summary of several posts, in each language', () => {
  const digest = (language: Language, otherAlerts: number, lead: AlertDigest['lead']): AlertDigest => ({
    userId: 1,
    language,
    notifications: true,
    emailAlerts: true,
    loadIds: Array.from({ length: 1200 }, (_, i) => i + 1),
    lead,
    otherAlerts,
  });

  it.each([
    ['en', 0, '1,200 new loads match your Chicago, IL service area'],
    ['en', 1, '1,200 new loads match your Chicago, IL service area and 1 other alert'],
    ['en', 3, '1,200 new loads match your Chicago, IL service area and 3 other alerts'],
    ['es', 0, '1200 cargas nuevas coinciden con su área de servicio de Chicago, IL'],
    ['es', 2, '1200 cargas nuevas coinciden con su área de servicio de Chicago, IL y 2 alertas más'],
    [
      'fr',
      1,
      '1\u202f200 nouveaux chargements correspondent à votre zone de service de Chicago, IL et 1 autre alerte',
    ],
  ] as const)('%s, %i other alerts', (language, others, sentence) => {
    expect(alertSentence(digest(language, others, { kind: 'area', ...chicago }), new Map())).toBe(sentence);
  });

  it('names a route alert by its two ends, and leads to the board filtered on them', () => {
    const lead = { kind: 'lane' as const, ...lane };
    expect(alertSentence(digest('es', 0, lead), new Map())).toBe(
      '1200 cargas nuevas coinciden con su alerta de ruta Chicago, IL → Dallas, TX',
    );
    expect(boardLink(lead)).toBe('/all-loads?origin=Chicago%2C+IL&destination=Dallas%2C+TX');
    expect(boardLink({ kind: 'area', ...chicago })).toBe('/all-loads?origin=Chicago%2C+IL');
  });
});
