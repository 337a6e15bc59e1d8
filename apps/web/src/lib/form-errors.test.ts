import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors } from './form-errors.ts';

interface Values {
  pickupZip: string;
  equipmentDetails: { year: string };
  loadBoardUrls: { url: string }[];
}

function formOf(values: Values) {
  return renderHook(() => useForm<Values>({ defaultValues: values })).result.current;
}

const refused = (fields: Record<string, string> | undefined, status = 422) =>
  new ApiError('Validation error occurred.', {
    kind: 'http',
    status,
    errors: Object.values(fields ?? {}),
    fields,
  });

const empty: Values = { pickupZip: '', equipmentDetails: { year: '' }, loadBoardUrls: [{ url: '' }] };

describe('applyServerErrors', () => {
  it('puts each field sentence under its field, dotted paths as the form’s nested paths', () => {
    const form = formOf(empty);
    const placed = applyServerErrors(
      form,
      refused({
        pickupZip: 'Invalid ZIP code: 00000',
        'equipmentDetails.year': 'Year must be 1950 or later',
      }),
    );
    expect(placed).toEqual(['pickupZip', 'equipmentDetails.year']);
    expect(form.getFieldState('pickupZip').error).toMatchObject({
      type: 'server',
      message: 'Invalid ZIP code: 00000',
    });
    expect(form.getFieldState('equipmentDetails.year').error?.message).toBe('Year must be 1950 or later');
  });

  it('leaves a sentence whose field the form lacks (or that names a group) to the form-level message', () => {
    const form = formOf(empty);
    const placed = applyServerErrors(
      form,
      refused({ postAs: 'Post As is required', equipmentDetails: 'Year, make and model are required' }),
    );
    expect(placed).toEqual([]);
    expect(form.getFieldState('equipmentDetails.year').error).toBeUndefined();
  });

  it('maps a server path to the form’s own through fieldOf', () => {
    const form = formOf({ ...empty, loadBoardUrls: [{ url: '' }, { url: 'nope' }] });
    const placed = applyServerErrors(
      form,
      refused({ 'loadBoardUrls.0': 'Each URL must be valid', other: 'x' }),
      {
        fieldOf: (path) => (path === 'loadBoardUrls.0' ? 'loadBoardUrls.1.url' : null),
      },
    );
    expect(placed).toEqual(['loadBoardUrls.1.url']);
    expect(form.getFieldState('loadBoardUrls.1.url').error?.message).toBe('Each URL must be valid');
  });

  it('does nothing with an answer that names no field, or with anything but an answer', () => {
    const form = formOf(empty);
    expect(applyServerErrors(form, refused(undefined, 409))).toEqual([]);
    expect(applyServerErrors(form, new Error('boom'))).toEqual([]);
    expect(form.formState.errors).toEqual({});
  });
});
