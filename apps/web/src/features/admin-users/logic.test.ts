import { describe, expect, it } from 'vitest';
import { readListParams } from '../../lib/use-list-params.ts';
import { statusTone, USER_FILTERS, usersQuery } from './logic.ts';

describe('the Manage Users filters', () => {
  it('read from the address, each on its own: a value that does not parse is dropped', () => {
    const params = new URLSearchParams('status=gone&userType=BROKER&search=blue+ridge&page=3');
    expect(readListParams(USER_FILTERS, params)).toEqual({
      filters: { status: '', userType: 'BROKER', search: 'blue ridge' },
      page: 3,
    });
  });

  it('become GET /api/admin/users parameters, blanks left out', () => {
    expect(usersQuery({ status: '', userType: '', search: '  ' })).toEqual({});
    expect(usersQuery({ status: 'suspended', userType: 'RFD_CARRIER', search: ' okafor ' })).toEqual({
      status: 'suspended',
      userType: 'RFD_CARRIER',
      search: 'okafor',
    });
  });
});

describe('the status badge', () => {
  it('is green when active, red when inactive, yellow otherwise (spec 2)', () => {
    expect(statusTone('active')).toBe('success');
    expect(statusTone('inactive')).toBe('danger');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('suspended')).toBe('warning');
  });
});
