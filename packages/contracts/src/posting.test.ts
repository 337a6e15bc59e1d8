import { describe, expect, it } from 'vitest';
import { USER_TYPES } from './enums.ts';
import { LOAD_STATUSES, LOAD_TYPES, type LoadType } from './loads.ts';
import { isLoadType, ownPostType, requestableTypes, requestBlock } from './posting.ts';

const post = (type: LoadType, ownerId = 99, status: (typeof LOAD_STATUSES)[number] = 'ACTIVE') => ({
  type,
  status,
  ownerId,
});

describe('who may request a post (decisions.md, Who may do what)', () => {
  const allowed: Record<string, LoadType[]> = {
    BROKER: ['TRUCK'],
    RFP_CARRIER: ['RFP', 'TRUCK'],
    RFD_CARRIER: ['RFP', 'RFD'],
    SUPER_ADMIN: ['RFP', 'RFD', 'TRUCK'],
  };

  it.each(USER_TYPES)('%s requests exactly its types', (userType) => {
    for (const type of LOAD_TYPES) {
      const may = allowed[userType]?.includes(type) ?? false;
      expect(requestBlock({ id: 1, userType }, post(type))).toBe(may ? null : 'type');
    }
    expect(requestableTypes(userType)).toEqual(allowed[userType]);
  });

  it('nobody requests their own post, even the admin', () => {
    expect(requestBlock({ id: 7, userType: 'SUPER_ADMIN' }, post('RFP', 7))).toBe('own');
    expect(requestBlock({ id: 7, userType: 'BROKER' }, post('TRUCK', 7))).toBe('own');
  });

  it('only ACTIVE posts are requested', () => {
    for (const status of LOAD_STATUSES) {
      expect(requestBlock({ id: 1, userType: 'RFP_CARRIER' }, post('RFP', 2, status))).toBe(
        status === 'ACTIVE' ? null : 'status',
      );
    }
    expect(requestBlock({ id: 1, userType: 'RFP_CARRIER' }, post('RFP', 2, 'ASSIGNED'))).toBe('status');
  });

  it('no user, or an unknown user type, requests nothing', () => {
    expect(requestBlock(null, post('RFP'))).toBe('signed-out');
    expect(requestBlock({ id: 1, userType: 'DISPATCHER' }, post('RFP'))).toBe('signed-out');
    expect(requestableTypes('DISPATCHER')).toEqual([]);
  });
});

describe('the post type of a user type (spec 4)', () => {
  it('broker RFP, RFP carrier RFD, RFD carrier TRUCK; the admin chooses', () => {
    expect(ownPostType('BROKER')).toBe('RFP');
    expect(ownPostType('RFP_CARRIER')).toBe('RFD');
    expect(ownPostType('RFD_CARRIER')).toBe('TRUCK');
    expect(ownPostType('SUPER_ADMIN')).toBeNull();
    expect(ownPostType(undefined)).toBeNull();
    expect(isLoadType('TRUCK')).toBe(true);
    expect(isLoadType('truck')).toBe(false);
  });
});
