import { describe, expect, it } from 'vitest';
import { readListParams } from '../../lib/use-list-params.ts';
import { NOTIFICATION_FILTERS } from './filters.ts';
import {
  dealOf,
  nextUnread,
  notificationQuery,
  notificationTarget,
  parseUnreadEvent,
  type UnreadState,
} from './logic.ts';

describe('where a notification leads', () => {
  it("a load request opens the load's requests", () => {
    expect(notificationTarget({ type: 'LOAD_REQUEST', loadId: 12 })).toEqual({
      kind: 'route',
      to: '/view-requests/12',
    });
  });

  it('a decision opens the load; a refusal and an alert with the request form', () => {
    expect(notificationTarget({ type: 'REQUEST_ACCEPTED', loadId: 4 })).toEqual({
      kind: 'load',
      loadId: 4,
      allowRequest: false,
    });
    expect(notificationTarget({ type: 'REQUEST_REJECTED', loadId: 4 })).toMatchObject({ allowRequest: true });
    expect(notificationTarget({ type: 'LOAD_ALERT', loadId: 9 })).toMatchObject({ kind: 'load', loadId: 9 });
  });

  it('an alert about several loads to the screen its link names, never to another site', () => {
    expect(
      notificationTarget({ type: 'LOAD_ALERT', loadId: null, link: '/all-loads?origin=Dallas%2C+TX' }),
    ).toEqual({ kind: 'route', to: '/all-loads?origin=Dallas%2C+TX' });
    expect(notificationTarget({ type: 'LOAD_ALERT', loadId: null, link: '//evil.example.com' })).toBeNull();
    expect(
      notificationTarget({ type: 'LOAD_ALERT', loadId: null, link: 'https://evil.example.com' }),
    ).toBeNull();
  });

  it("what happened to a post's requests opens them for its owner; a counter opens My Requests", () => {
    for (const type of [
      'LOAD_BOOKED',
      'COUNTER_ACCEPTED',
      'COUNTER_DECLINED',
      'REQUEST_WITHDRAWN',
    ] as const) {
      expect(notificationTarget({ type, loadId: 12 })).toEqual({ kind: 'route', to: '/view-requests/12' });
    }
    expect(notificationTarget({ type: 'REQUEST_COUNTERED', loadId: 12 })).toEqual({
      kind: 'route',
      to: '/my-requests',
    });
  });

  it('nowhere without a load or a link', () => {
    expect(notificationTarget({ type: 'LOAD_REQUEST', loadId: null })).toBeNull();
    expect(notificationTarget({ type: 'SYSTEM', loadId: null, link: null })).toBeNull();
  });
});

describe('the rate confirmation a notification offers', () => {
  it("is a deal's: a booking, an accepted request, an accepted counter", () => {
    for (const type of ['LOAD_BOOKED', 'REQUEST_ACCEPTED', 'COUNTER_ACCEPTED'] as const) {
      expect(dealOf({ type, loadId: 12, requestId: 34 })).toEqual({ loadId: 12, requestId: 34 });
    }
  });

  it('is none for anything else, or once the post is gone', () => {
    for (const type of [
      'LOAD_REQUEST',
      'REQUEST_REJECTED',
      'REQUEST_COUNTERED',
      'COUNTER_DECLINED',
    ] as const) {
      expect(dealOf({ type, loadId: 12, requestId: 34 })).toBeNull();
    }
    expect(dealOf({ type: 'LOAD_BOOKED', loadId: null, requestId: 34 })).toBeNull();
  });
});

describe('filters', () => {
  it('become isRead=true|false and type', () => {
    expect(notificationQuery({ status: '', type: '' })).toEqual({});
    expect(notificationQuery({ status: 'read', type: '' })).toEqual({ isRead: 'true' });
    expect(notificationQuery({ status: 'unread', type: 'LOAD_REQUEST' })).toEqual({
      isRead: 'false',
      type: 'LOAD_REQUEST',
    });
  });

  it('are read from the address, anything unknown meaning "all"', () => {
    const parseFilters = (params: URLSearchParams) => readListParams(NOTIFICATION_FILTERS, params).filters;
    expect(parseFilters(new URLSearchParams('status=unread&type=LOAD_REQUEST'))).toEqual({
      status: 'unread',
      type: 'LOAD_REQUEST',
    });
    expect(parseFilters(new URLSearchParams('type=REQUEST_COUNTERED'))).toEqual({
      status: '',
      type: 'REQUEST_COUNTERED',
    });
    expect(parseFilters(new URLSearchParams('status=maybe&type=SPAM'))).toEqual({ status: '', type: '' });
  });
});

describe('the unread stream and the bell', () => {
  it('reads the count of an unread-count event', () => {
    expect(parseUnreadEvent('{"count":3}')).toBe(3);
    expect(parseUnreadEvent('{"count":0}')).toBe(0);
    expect(parseUnreadEvent('7')).toBe(7);
    expect(parseUnreadEvent('{"count":-1}')).toBeNull();
    expect(parseUnreadEvent('{"total":3}')).toBeNull();
    expect(parseUnreadEvent('hello')).toBeNull();
    expect(parseUnreadEvent(undefined)).toBeNull();
  });

  it('takes the first count as its baseline, then reports changes and rises', () => {
    let state: UnreadState = { count: null };
    const step = (count: number | null | undefined) => {
      const change = nextUnread(state, count);
      state = change.state;
      return { changed: change.changed, rose: change.rose, count: state.count };
    };
    expect(step(undefined)).toEqual({ changed: false, rose: false, count: null });
    expect(step(2)).toEqual({ changed: false, rose: false, count: 2 });
    expect(step(2)).toEqual({ changed: false, rose: false, count: 2 });
    expect(step(3)).toEqual({ changed: true, rose: true, count: 3 });
    expect(step(null)).toEqual({ changed: false, rose: false, count: 3 });
    expect(step(0)).toEqual({ changed: true, rose: false, count: 0 });
    expect(step(1)).toEqual({ changed: true, rose: true, count: 1 });
  });
});
