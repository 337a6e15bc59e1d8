import type { RequestOffer, RequestStatus } from '@loadboard/contracts';
import { describe, expect, it } from 'vitest';
import { requestStatusTone } from '../../components/freight/request-status-badge.tsx';
import {
  answerSuccessMessage,
  canAccept,
  canAnswerCounter,
  canCounter,
  canReject,
  canWithdraw,
  decisionBody,
  decisionSuccessMessage,
  REQUEST_MESSAGES,
} from './decision.ts';
import { parseLoadId } from './view-requests-screen.tsx';

describe('deciding a request', () => {
  it('offers Accept on a PENDING request, Reject on an open one, both only while the load is ACTIVE', () => {
    expect(canAccept({ status: 'PENDING' }, 'ACTIVE')).toBe(true);
    expect(canReject({ status: 'PENDING' }, 'ACTIVE')).toBe(true);
    // A counter waits for the requester's answer: the owner may still reject it, not accept it.
    expect(canAccept({ status: 'COUNTERED' }, 'ACTIVE')).toBe(false);
    expect(canReject({ status: 'COUNTERED' }, 'ACTIVE')).toBe(true);
    for (const status of ['ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const) {
      expect(canAccept({ status }, 'ACTIVE')).toBe(false);
      expect(canReject({ status }, 'ACTIVE')).toBe(false);
    }
    for (const status of ['ASSIGNED', 'COMPLETED', 'CANCELLED'] as const) {
      expect(canAccept({ status: 'PENDING' }, status)).toBe(false);
      expect(canReject({ status: 'PENDING' }, status)).toBe(false);
    }
    // The load is not known yet: nothing to decide on.
    expect(canAccept({ status: 'PENDING' }, undefined)).toBe(false);
  });

  it('offers Counter on an open request of an ACTIVE load until it was countered 5 times', () => {
    const offers = (counters: number): RequestOffer[] => [
      { by: 'REQUESTER', rate: 2000, message: null, at: '2030-03-01T10:00:00.000Z' },
      ...Array.from({ length: counters }, () => ({
        by: 'OWNER' as const,
        rate: 2200,
        message: null,
        at: '2030-03-01T11:00:00.000Z',
      })),
    ];
    const request = (status: RequestStatus, counters: number) => ({ status, offers: offers(counters) });
    expect(canCounter(request('PENDING', 0), 'ACTIVE')).toBe(true);
    expect(canCounter(request('COUNTERED', 4), 'ACTIVE')).toBe(true);
    expect(canCounter(request('COUNTERED', 5), 'ACTIVE')).toBe(false);
    expect(canCounter(request('PENDING', 0), 'ASSIGNED')).toBe(false);
    for (const status of ['ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const) {
      expect(canCounter(request(status, 1), 'ACTIVE')).toBe(false);
    }
  });

  it('lets the requester answer a counter, and withdraw an open request', () => {
    expect(canAnswerCounter({ status: 'COUNTERED' })).toBe(true);
    expect(canAnswerCounter({ status: 'PENDING' })).toBe(false);
    expect(canWithdraw({ status: 'PENDING' })).toBe(true);
    expect(canWithdraw({ status: 'COUNTERED' })).toBe(true);
    for (const status of ['ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const) {
      expect(canAnswerCounter({ status })).toBe(false);
      expect(canWithdraw({ status })).toBe(false);
    }
  });

  it("sends the spec's response messages", () => {
    expect(decisionBody('ACCEPTED')).toEqual({
      status: 'ACCEPTED',
      responseMessage: "Great! Let's proceed with this load.",
    });
    expect(decisionBody('REJECTED')).toEqual({
      status: 'REJECTED',
      responseMessage: 'Sorry, we cannot proceed with this request.',
    });
  });

  it("toasts the server's message, else the spec's sentence", () => {
    expect(decisionSuccessMessage('ACCEPTED', 'Request accepted successfully')).toBe(
      'Request accepted successfully',
    );
    expect(decisionSuccessMessage('ACCEPTED')).toBe('Request accepted successfully');
    expect(decisionSuccessMessage('REJECTED', '  ')).toBe('Request rejected successfully');
    expect(answerSuccessMessage('ACCEPTED')).toBe('Counter-offer accepted');
    expect(answerSuccessMessage('REJECTED')).toBe('Counter-offer declined');
    expect(answerSuccessMessage('WITHDRAWN', '')).toBe('Request withdrawn');
    expect(answerSuccessMessage('WITHDRAWN', 'Withdrawn.')).toBe('Withdrawn.');
  });

  it('keeps the spec sentences word for word', () => {
    expect(REQUEST_MESSAGES.empty).toBe('No requests found.');
    expect(REQUEST_MESSAGES.fetchFailed).toBe('Failed to fetch requests');
    expect(REQUEST_MESSAGES.decideFailed).toBe('Failed to update load status');
  });

  it('colours PENDING warning, ACCEPTED green, REJECTED red, COUNTERED info, WITHDRAWN grey', () => {
    expect(requestStatusTone('PENDING')).toBe('warning');
    expect(requestStatusTone('ACCEPTED')).toBe('success');
    expect(requestStatusTone('REJECTED')).toBe('danger');
    expect(requestStatusTone('COUNTERED')).toBe('info');
    expect(requestStatusTone('WITHDRAWN')).toBe('secondary');
  });
});

describe('the load id in the address', () => {
  it.each([
    ['17', 17],
    ['1', 1],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['12abc', null],
    ['1.5', null],
    ['99999999999', null],
    [undefined, null],
  ])('%s → %s', (value, id) => {
    expect(parseLoadId(value)).toBe(id);
  });
});
