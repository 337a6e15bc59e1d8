import { DEFAULT_SETTINGS, type RouteAlert, SETTINGS_MESSAGES, type Settings } from '@loadboard/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AlertMeSlot } from '../../lib/alert-me-slot.tsx';
import { API_BROKER } from '../../test/users.ts';
import { readJson, renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';

/*
 * 'Alert me about loads like this' as other features show it (through the slot the app's providers
 * fill), against a real HTTP server on loopback: GET /api/settings and POST /api/settings/route-alerts.
 */

const LANE: RouteAlert = {
  originZip: '60601',
  destinationZip: '75201',
  originLocation: 'Chicago, IL',
  destinationLocation: 'Dallas, TX',
};

let stored: Settings;
let posted: unknown[];

serveApi(async (url, answer, request) => {
  if (url.pathname === '/api/settings') return answer(200, { status: 'success', data: stored });
  if (url.pathname === '/api/settings/route-alerts' && request.method === 'POST') {
    posted.push(await readJson(request));
    stored = { ...stored, routeAlerts: [...stored.routeAlerts, LANE] };
    return answer(201, { status: 'success', data: stored });
  }
  if (url.pathname === '/api/users/profile') answer(200, { status: 'success', data: API_BROKER });
});

beforeEach(() => {
  stored = structuredClone(DEFAULT_SETTINGS);
  posted = [];
});
signedInEachTest(API_BROKER);

describe('Alert me about loads like this', () => {
  it('adds the lane as a route alert in one click, then shows it on', async () => {
    renderWithProviders(<AlertMeSlot lane={LANE} />);
    const button = await screen.findByRole('button', { name: 'Alert me about loads like this' });
    expect(button.getAttribute('title')).toBe('Lane: Chicago, IL to Dallas, TX');
    fireEvent.click(button);
    expect(await screen.findByText(SETTINGS_MESSAGES.alertMeAdded)).toBeTruthy();
    expect(posted).toEqual([{ originZip: '60601', destinationZip: '75201' }]);
    const on = await screen.findByRole('button', { name: 'Alert on' });
    expect(on.hasAttribute('disabled')).toBe(true);
  });

  it('a lane the user already watches shows as on', async () => {
    stored = { ...stored, routeAlerts: [LANE] };
    renderWithProviders(<AlertMeSlot lane={LANE} />);
    expect(await screen.findByRole('button', { name: 'Alert on' })).toBeTruthy();
  });
});
