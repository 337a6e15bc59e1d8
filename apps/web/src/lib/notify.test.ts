import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorMessages, notifyError } from './notify.ts';

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
