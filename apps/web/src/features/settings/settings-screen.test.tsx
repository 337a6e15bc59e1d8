import {
  DEFAULT_SETTINGS,
  GEO_MESSAGES,
  type GeneralSettingsBody,
  SETTINGS_MESSAGES,
  type Settings,
} from '@loadboard/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { AlertMeSlot } from '../../lib/alert-me-slot.tsx';
import { getSession } from '../../lib/session.ts';
import { API_BROKER } from '../../test/users.ts';
import { readJson, renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { SettingsScreen } from './settings-screen.tsx';

/*
 * The Settings screen against a real HTTP server on loopback (no mocked fetch): GET /api/settings,
 * the settings changes (each answers the whole settings, as the contract says), the ZIP lookup and
 * the profile the session refreshes after a change.
 */

const PLACES: Record<string, string> = {
  '60601': 'Chicago, IL',
  '75201': 'Dallas, TX',
  '90001': 'Los Angeles, CA',
  '10001': 'New York, NY',
};

const SAVED: Settings = {
  ...DEFAULT_SETTINGS,
  loadBoardUrls: ['https://board.example.com/feed.csv'],
  serviceAreas: [{ zipCode: '60601', radius: 50, location: 'Chicago, IL' }],
  routeAlerts: [
    {
      originZip: '60601',
      destinationZip: '75201',
      originLocation: 'Chicago, IL',
      destinationLocation: 'Dallas, TX',
    },
  ],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let stored: Settings;
let fetchFails: boolean;
/** The next change is refused with this 422 body. */
let refusal: object | null;
let removalFails: boolean;
let calls: Call[];

const place = (zip: string) => PLACES[zip] ?? '';
const area = ({ zipCode, radius }: { zipCode: string; radius: number }) => ({
  zipCode,
  radius,
  location: place(zipCode),
});
const lane = ({ originZip, destinationZip }: { originZip: string; destinationZip: string }) => ({
  originZip,
  destinationZip,
  originLocation: place(originZip),
  destinationLocation: place(destinationZip),
});

/** What the server keeps of a change, as the contract describes each call. */
function apply(method: string, path: string, body: Record<string, unknown>): Settings {
  if (method === 'POST' && path === '/api/settings/route-alerts') {
    return { ...stored, routeAlerts: [...stored.routeAlerts, lane(body as Parameters<typeof lane>[0])] };
  }
  const { serviceAreas, routeAlerts, alertPreferences, ...rest } = body as Partial<GeneralSettingsBody>;
  return {
    ...stored,
    ...(rest as Partial<Settings>),
    ...(serviceAreas
      ? { serviceAreas: serviceAreas.map((entry) => area({ ...entry, radius: Number(entry.radius) })) }
      : {}),
    ...(routeAlerts ? { routeAlerts: routeAlerts.map(lane) } : {}),
    alertPreferences: { ...stored.alertPreferences, ...alertPreferences },
  };
}

serveApi(async (url, answer, request) => {
  const path = url.pathname;
  const zip = /^\/api\/geo\/zip\/(\d{5})$/.exec(path)?.[1];
  if (zip) {
    const location = PLACES[zip];
    if (!location) return answer(404, { status: 'error', message: 'Invalid ZIP code', code: 'NOT_FOUND' });
    const [city = '', state = ''] = location.split(', ');
    return answer(200, {
      status: 'success',
      data: { zip, city, state, location, latitude: 40, longitude: -90 },
    });
  }
  if (path === '/api/users/profile') {
    const { loadBoardUrls, theme } = stored;
    return answer(200, { status: 'success', data: { ...API_BROKER, loadBoardUrls, theme } });
  }
  if (path === '/api/settings' && request.method === 'GET') {
    return fetchFails
      ? answer(503, { status: 'error', message: 'The service is temporarily unavailable.' })
      : answer(200, { status: 'success', data: stored });
  }
  if (!path.startsWith('/api/settings/')) return;
  const method = request.method ?? 'GET';
  const body = (await readJson(request)) as Record<string, unknown>;
  calls.push({ method, path, body });
  if (refusal) return answer(422, refusal);
  if (removalFails && path !== '/api/settings/general') {
    return answer(500, { status: 'error', message: 'Server error. Please try again later.' });
  }
  stored = apply(method, path, body);
  answer(200, { status: 'success', data: stored });
});

beforeEach(() => {
  stored = structuredClone(SAVED);
  fetchFails = false;
  refusal = null;
  removalFails = false;
  calls = [];
});
signedInEachTest({ ...API_BROKER, loadBoardUrls: ['https://board.example.com/feed.csv'] });
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
});

async function renderSettings() {
  renderWithProviders(<SettingsScreen />);
  await screen.findByRole('heading', { name: 'General Settings' });
}

const section = (name: string) => screen.getByRole('region', { name });
const saveAll = () => fireEvent.click(screen.getByRole('button', { name: 'Save All Settings' }));
const changesTo = (path: string) => calls.filter((call) => call.path === path);

describe('the Settings screen', () => {
  it('shows Loading..., then every section with the saved settings', async () => {
    renderWithProviders(<SettingsScreen />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    await screen.findByRole('heading', { name: 'General Settings' });

    const general = section('General Settings');
    expect((within(general).getByLabelText('Notifications') as HTMLInputElement).checked).toBe(true);
    expect((within(general).getByLabelText('Email alerts') as HTMLInputElement).checked).toBe(true);
    expect((within(general).getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
    const zone = within(general).getByLabelText('Time zone') as HTMLSelectElement;
    expect(zone.value).toBe('UTC');
    // People read the zones; the API keeps UTC, EST and PST.
    expect([...zone.options].map((option) => [option.value, option.text])).toEqual([
      ['UTC', 'UTC'],
      ['EST', 'Eastern (ET)'],
      ['PST', 'Pacific (PT)'],
    ]);
    const theme = within(general).getByLabelText('Theme') as HTMLSelectElement;
    expect(theme.value).toBe('SYSTEM');
    expect([...theme.options].map((option) => option.text)).toEqual(['System', 'Light', 'Dark']);

    const url = within(section('Loadboard URLs')).getByRole('link', {
      name: 'https://board.example.com/feed.csv',
    });
    expect(url.getAttribute('target')).toBe('_blank');
    const areas = section('Service Areas');
    const saved = within(areas).getByRole('listitem');
    expect(within(saved).getByText('Chicago, IL')).toBeTruthy();
    expect(within(saved).getByText('60601 · within 50 mi')).toBeTruthy();
    expect(within(areas).queryByText('Not saved')).toBeNull();
    expect(within(section('Route Alerts')).getByRole('listitem').textContent).toContain('60601 → 75201');
    const preferences = section('Alert Preferences');
    expect((within(preferences).getByLabelText('RFP alerts') as HTMLInputElement).checked).toBe(true);
    expect((within(preferences).getByLabelText('Open truck alerts') as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText('Everything is saved.')).toBeTruthy();
  });

  it('a failed read says so and tries again', async () => {
    fetchFails = true;
    renderWithProviders(<SettingsScreen />);
    const failure = (await screen.findByText(SETTINGS_MESSAGES.fetchFailed)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    // The toast gives the server's reason.
    expect(await screen.findByText('The service is temporarily unavailable.')).toBeTruthy();
    fetchFails = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'General Settings' })).toBeTruthy();
  });

  it('adds a load board URL at once, and the session’s user follows', async () => {
    await renderSettings();
    const urls = section('Loadboard URLs');
    const input = within(urls).getByLabelText('Load board URL');

    fireEvent.change(input, { target: { value: 'ftp://board.example.com' } });
    fireEvent.click(within(urls).getByRole('button', { name: 'Add URL' }));
    expect(
      await within(urls).findByText('Each load board URL must be a valid http or https URL'),
    ).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(input, { target: { value: ' https://loads.example.org/board.json ' } });
    fireEvent.click(within(urls).getByRole('button', { name: 'Add URL' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.loadBoardUrlAdded)).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/settings/load-board-urls',
        body: {
          loadBoardUrls: ['https://board.example.com/feed.csv', 'https://loads.example.org/board.json'],
        },
      },
    ]);
    expect(within(urls).getByRole('link', { name: 'https://loads.example.org/board.json' })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(getSession().user?.loadBoardUrls).toEqual([
      'https://board.example.com/feed.csv',
      'https://loads.example.org/board.json',
    ]);
  });

  it('removes a load board URL at once', async () => {
    await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://board.example.com/feed.csv' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.loadBoardUrlRemoved)).toBeTruthy();
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/settings/load-board-urls', body: { loadBoardUrls: [] } },
    ]);
    expect(await within(section('Loadboard URLs')).findByText('No load board URLs yet.')).toBeTruthy();
    expect(getSession().user?.loadBoardUrls).toEqual([]);
  });

  it('a URL the server refuses shows its sentence under the field', async () => {
    await renderSettings();
    refusal = {
      status: 'error',
      message: 'This load board cannot be reached',
      errors: ['This load board cannot be reached'],
      fields: { 'loadBoardUrls.1': 'This load board cannot be reached' },
    };
    const urls = section('Loadboard URLs');
    const input = within(urls).getByLabelText('Load board URL');
    fireEvent.change(input, { target: { value: 'https://unreachable.example.com' } });
    fireEvent.click(within(urls).getByRole('button', { name: 'Add URL' }));
    const message = await within(urls).findByText('This load board cannot be reached');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(await screen.findByText('Failed to add load board URL')).toBeTruthy();
  });

  it('adds a service area with its place; Save All saves it', async () => {
    await renderSettings();
    const areas = section('Service Areas');
    const zip = within(areas).getByLabelText('ZIP code');
    const radius = within(areas).getByLabelText('Radius (miles)') as HTMLInputElement;
    expect(radius.value).toBe('50');

    fireEvent.change(zip, { target: { value: '00000' } });
    fireEvent.click(within(areas).getByRole('button', { name: 'Add Area' }));
    expect(await within(areas).findByText(GEO_MESSAGES.invalidZip)).toBeTruthy();

    fireEvent.change(zip, { target: { value: '75201' } });
    expect(await within(areas).findByText('Dallas, TX')).toBeTruthy();
    fireEvent.change(radius, { target: { value: '600' } });
    fireEvent.click(within(areas).getByRole('button', { name: 'Add Area' }));
    expect(await within(areas).findByText(SETTINGS_MESSAGES.radiusRange)).toBeTruthy();

    fireEvent.change(radius, { target: { value: '120' } });
    fireEvent.click(within(areas).getByRole('button', { name: 'Add Area' }));
    await waitFor(() => expect(within(areas).getAllByRole('listitem')).toHaveLength(2));
    const row = within(areas).getAllByRole('listitem')[1] as HTMLElement;
    expect(row.textContent).toContain('Dallas, TX');
    expect(row.textContent).toContain('75201 · within 120 mi');
    expect(within(row).getByText('Not saved')).toBeTruthy();
    expect(await screen.findByText('You have unsaved changes.')).toBeTruthy();
    // Nothing is sent until Save All.
    expect(calls).toEqual([]);

    saveAll();
    expect(await screen.findByText(SETTINGS_MESSAGES.updated)).toBeTruthy();
    expect(changesTo('/api/settings/general')[0]?.body).toEqual({
      notifications: true,
      emailAlerts: true,
      language: 'en',
      timezone: 'UTC',
      theme: 'SYSTEM',
      serviceAreas: [
        { zipCode: '60601', radius: 50 },
        { zipCode: '75201', radius: 120 },
      ],
      routeAlerts: [{ originZip: '60601', destinationZip: '75201' }],
      alertPreferences: { rfpAlerts: true, openTruckAlerts: false },
    });
    await waitFor(() => expect(within(areas).queryByText('Not saved')).toBeNull());
    expect(await screen.findByText('Everything is saved.')).toBeTruthy();
  });

  it('removes a saved service area at once, and one not saved yet without a call', async () => {
    await renderSettings();
    const areas = section('Service Areas');
    fireEvent.change(within(areas).getByLabelText('ZIP code'), { target: { value: '90001' } });
    fireEvent.click(within(areas).getByRole('button', { name: 'Add Area' }));
    const unsaved = await within(areas).findByRole('button', {
      name: 'Remove service area Los Angeles, CA (90001)',
    });

    fireEvent.click(within(areas).getByRole('button', { name: 'Remove service area Chicago, IL (60601)' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.serviceAreaRemoved)).toBeTruthy();
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/settings/service-areas', body: { serviceAreas: [] } },
    ]);
    await waitFor(() => expect(within(areas).queryByText('Chicago, IL')).toBeNull());
    // The area added since stays, still to be saved.
    expect(within(areas).getByText('Not saved')).toBeTruthy();

    fireEvent.click(unsaved);
    expect(await within(areas).findByText('No service areas yet.')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('a failed removal keeps the area and says so', async () => {
    removalFails = true;
    await renderSettings();
    const areas = section('Service Areas');
    fireEvent.click(within(areas).getByRole('button', { name: 'Remove service area Chicago, IL (60601)' }));
    expect(await screen.findByText('Server error. Please try again later.')).toBeTruthy();
    expect(within(areas).getByText('Chicago, IL')).toBeTruthy();
  });

  it('adds a route alert with both places, and removes a saved one at once', async () => {
    await renderSettings();
    const alerts = section('Route Alerts');
    fireEvent.change(within(alerts).getByLabelText('Origin ZIP'), { target: { value: '10001' } });
    fireEvent.change(within(alerts).getByLabelText('Destination ZIP'), { target: { value: '90001' } });
    expect(await within(alerts).findByText('New York, NY')).toBeTruthy();
    expect(await within(alerts).findByText('Los Angeles, CA')).toBeTruthy();
    fireEvent.click(within(alerts).getByRole('button', { name: 'Add Alert' }));
    await waitFor(() => expect(within(alerts).getAllByRole('listitem')).toHaveLength(2));
    const added = within(alerts).getAllByRole('listitem')[1] as HTMLElement;
    expect(added.textContent).toContain('10001 → 90001');
    expect(within(added).getByText('Not saved')).toBeTruthy();

    // The same lane twice is refused.
    fireEvent.change(within(alerts).getByLabelText('Origin ZIP'), { target: { value: '10001' } });
    fireEvent.change(within(alerts).getByLabelText('Destination ZIP'), { target: { value: '90001' } });
    fireEvent.click(within(alerts).getByRole('button', { name: 'Add Alert' }));
    expect(await within(alerts).findByText('This lane is already one of your route alerts')).toBeTruthy();

    fireEvent.click(
      within(alerts).getByRole('button', { name: 'Remove route alert Chicago, IL to Dallas, TX' }),
    );
    expect(await screen.findByText(SETTINGS_MESSAGES.routeAlertRemoved)).toBeTruthy();
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/settings/route-alerts', body: { routeAlerts: [] } },
    ]);
    await waitFor(() => expect(within(alerts).getAllByRole('listitem')).toHaveLength(1));
    expect(within(alerts).getByRole('listitem').textContent).toContain('10001 → 90001');
  });

  it('Save All sends the general settings, both lists and the alert preferences', async () => {
    await renderSettings();
    fireEvent.click(screen.getByLabelText('Notifications'));
    fireEvent.click(screen.getByLabelText('Open truck alerts'));
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'PST' } });
    saveAll();
    expect(await screen.findByText(SETTINGS_MESSAGES.updated)).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/settings/general',
        body: {
          notifications: false,
          emailAlerts: true,
          language: 'en',
          timezone: 'PST',
          theme: 'SYSTEM',
          serviceAreas: [{ zipCode: '60601', radius: 50 }],
          routeAlerts: [{ originZip: '60601', destinationZip: '75201' }],
          alertPreferences: { rfpAlerts: true, openTruckAlerts: true },
        },
      },
    ]);
    expect(stored.timezone).toBe('PST');
    // Every screen's dates follow the session's time zone at once.
    expect(getSession().user?.timezone).toBe('PST');
  });

  it('a refused Save All puts the server’s sentence under its entry', async () => {
    await renderSettings();
    refusal = {
      status: 'error',
      message: `${SETTINGS_MESSAGES.unknownZip}: 60601`,
      errors: [`${SETTINGS_MESSAGES.unknownZip}: 60601`],
      fields: { 'serviceAreas.0.zipCode': `${SETTINGS_MESSAGES.unknownZip}: 60601` },
    };
    saveAll();
    const message = await within(section('Service Areas')).findByText('Unknown ZIP code: 60601');
    expect(message.closest('li')?.textContent).toContain('Chicago, IL');
    expect(await screen.findByText(SETTINGS_MESSAGES.updateFailed)).toBeTruthy();
    expect(screen.queryByText(SETTINGS_MESSAGES.updated)).toBeNull();
  });

  it('a lane added from the header search while the screen is open joins the list and stays on Save All', async () => {
    renderWithProviders(
      <>
        <SettingsScreen />
        <AlertMeSlot lane={lane({ originZip: '10001', destinationZip: '90001' })} />
      </>,
    );
    await screen.findByRole('heading', { name: 'General Settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Alert me about loads like this' }));
    const alerts = section('Route Alerts');
    await waitFor(() => expect(within(alerts).getAllByRole('listitem')).toHaveLength(2));
    expect(within(alerts).queryByText('Not saved')).toBeNull();
    expect(screen.getByText('Everything is saved.')).toBeTruthy();

    saveAll();
    expect(await screen.findByText(SETTINGS_MESSAGES.updated)).toBeTruthy();
    expect(changesTo('/api/settings/general')[0]?.body).toMatchObject({
      routeAlerts: [
        { originZip: '60601', destinationZip: '75201' },
        { originZip: '10001', destinationZip: '90001' },
      ],
    });
  });

  it('a new language applies to the whole interface once saved', async () => {
    await renderSettings();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    // Not before the save.
    expect(screen.getByRole('heading', { name: 'General Settings' })).toBeTruthy();
    saveAll();
    expect(await screen.findByText('Paramètres mis à jour avec succès')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paramètres généraux' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer tous les paramètres' })).toBeTruthy();
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
    expect(changesTo('/api/settings/general')[0]?.body).toMatchObject({ language: 'fr' });
  });

  it('a new theme colours the whole interface once saved, and is kept for the next first paint', async () => {
    await renderSettings();
    const html = document.documentElement;
    const before = html.getAttribute('data-bs-theme');
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'DARK' } });
    // Not before the save.
    expect(html.getAttribute('data-bs-theme')).toBe(before);
    saveAll();
    expect(await screen.findByText(SETTINGS_MESSAGES.updated)).toBeTruthy();
    expect(changesTo('/api/settings/general')[0]?.body).toMatchObject({ theme: 'DARK' });
    expect(html.getAttribute('data-bs-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('DARK');
    expect(getSession().user?.theme).toBe('DARK');

    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'LIGHT' } });
    saveAll();
    await waitFor(() => expect(html.getAttribute('data-bs-theme')).toBe('light'));
    expect(localStorage.getItem('theme')).toBe('LIGHT');
  });
});
