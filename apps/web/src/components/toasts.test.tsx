import { MESSAGES } from '@loadboard/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { renderWithProviders, signedOutAfterEachTest } from '../test/web-test-kit.tsx';

/** The toasts as the app draws them (react-toastify's container in the providers). */

signedOutAfterEachTest();
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const toastRegion = (name: string) => screen.getByRole('region', { name });

describe('the toasts', () => {
  it('sit in a polite live region; a success is a status, a failure an alert', async () => {
    renderWithProviders(null);
    const region = toastRegion('Messages (Alt+T)');
    expect(region.getAttribute('aria-live')).toBe('polite');

    act(() => notifySuccess(MESSAGES.loginSuccess));
    const success = await within(region).findByRole('status');
    expect(success.textContent).toContain('Login Successful');

    act(() => notifyError(null, MESSAGES.loginFailed));
    const failure = await within(region).findByRole('alert');
    expect(failure.textContent).toContain('Login failed');
    expect(within(failure).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('are named in the user’s language', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(null);
    const region = toastRegion('Mensajes (Alt+T)');
    act(() => notifyError(null, MESSAGES.loginFailed));
    const failure = await within(region).findByRole('alert');
    expect(within(failure).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
