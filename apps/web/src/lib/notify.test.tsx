import { act, cleanup, render, screen } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../i18n/fr/index.ts';
import { i18n, setLanguage } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';
import { errorMessages, notifyError, notifyRefusal, notifySuccess, TOAST_CONTAINER_PROPS } from './notify.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error toasts', () => {
  it("prefer the server's message", () => {
    const error = new ApiError('Unauthorized access. Please login again.', {
      kind: 'http',
      status: 401,
      serverMessage: 'Invalid email or password',
    });
    expect(errorMessages(error, 'Login failed')).toEqual(['Invalid email or password']);
  });

  it("use the catalogue's message when the server sent none", () => {
    const error = new ApiError(
      'Unable to connect to the server. Please check your connection or try again later.',
      {
        kind: 'network',
      },
    );
    expect(errorMessages(error, 'Login failed')).toEqual([error.message]);
  });

  it('use the fallback for anything that is not an API error', () => {
    expect(errorMessages(new Error('boom'), 'Registration failed')).toEqual(['Registration failed']);
    expect(errorMessages(undefined, 'Registration failed')).toEqual(['Registration failed']);
  });

  it('show each entry of an errors array as its own toast', () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    const error = new ApiError('Duplicate', {
      kind: 'http',
      status: 409,
      serverMessage: 'Duplicate',
      errors: ['An account with this email already exists', 'This username is already taken'],
    });
    notifyError(error, 'Registration failed');
    expect(shown.mock.calls.map(([message]) => message)).toEqual([
      'An account with this email already exists',
      'This username is already taken',
    ]);
  });

  it('stay silent for a request the caller cancelled', () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    notifyError(new ApiError('An unexpected error occurred', { kind: 'aborted' }), 'Login failed');
    expect(shown).not.toHaveBeenCalled();
  });
});

describe('toasts in the user’s language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('a contract sentence is translated, the server’s own prose gives way to the screen’s sentence', async () => {
    await i18n.changeLanguage('fr');
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    notifyError(
      new ApiError('Validation error occurred.', {
        kind: 'http',
        status: 422,
        errors: ['Pickup date is required', 'Balance of the moon is wrong'],
      }),
      'Failed to create post',
    );
    expect(shown.mock.calls.map(([message]) => message)).toEqual([
      'Le champ « Date d’enlèvement » est obligatoire',
      'Échec de la création de la publication',
    ]);
  });

  it('a refusal listed on the screen: the server’s summary in English, the screen’s sentence otherwise', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    const refusal = new ApiError('Validation error occurred.', {
      kind: 'http',
      status: 422,
      serverMessage: 'Nothing was imported: 2 of 3 rows have problems',
      errors: ['row 2: Rate is required', 'row 3: Rate is required'],
    });
    notifyRefusal(refusal, 'Failed to import loads');
    await i18n.changeLanguage('es');
    notifyRefusal(refusal, 'Failed to import loads');
    expect(shown.mock.calls.map(([message]) => message)).toEqual([
      'Nothing was imported: 2 of 3 rows have problems',
      'No se pudieron importar las cargas',
    ]);
  });

  it('a success sentence of the contract is translated', async () => {
    await i18n.changeLanguage('es');
    const shown = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    notifySuccess('Login Successful');
    expect(shown).toHaveBeenCalledWith('Inicio de sesión correcto');
  });

  it('a toast raised while the user’s language downloads (at sign-in) waits for it', async () => {
    i18n.removeResourceBundle('fr', 'translation');
    const shown = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const switching = setLanguage('fr');
    notifySuccess('Login Successful');
    expect(shown).not.toHaveBeenCalled();
    await switching;
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith(fr.messages.general.loginSuccess));
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
    await setLanguage('en');
  });
});

describe('toasts on screen', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    cleanup();
  });

  it('fold a sentence already shown, and show it again once the user closed it', async () => {
    render(<ToastContainer {...TOAST_CONTAINER_PROPS} />);
    const refusal = new ApiError('Bad', { kind: 'http', status: 400, serverMessage: 'Try again' });
    act(() => {
      notifyError(refusal, 'Failed');
      notifyError(refusal, 'Failed');
    });
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    // Closing leaves the toast on screen while it animates out; a retry then is told again.
    act(() => toast.dismiss());
    act(() => notifyError(refusal, 'Failed'));
    // The closing toast, no longer an alert, and the new one.
    await vi.waitFor(() => expect(screen.getAllByText('Try again')).toHaveLength(2));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
