import { describe, expect, it } from 'vitest';
import { requestStatusTone } from '../../components/freight/request-status-badge.tsx';
import { canDecide, decisionBody, decisionSuccessMessage, REQUEST_MESSAGES } from './decision.ts';
import { parseLoadId } from './view-requests-screen.tsx';

describe('deciding a request', () => {
  it('offers Accept and Reject only while the request is PENDING and the load ACTIVE', () => {
    expect(canDecide({ status: 'PENDING' }, 'ACTIVE')).toBe(true);
    expect(canDecide({ status: 'ACCEPTED' }, 'ACTIVE')).toBe(false);
    expect(canDecide({ status: 'REJECTED' }, 'ACTIVE')).toBe(false);
    for (const status of ['ASSIGNED', 'COMPLETED', 'CANCELLED'] as const) {
      expect(canDecide({ status: 'PENDING' }, status)).toBe(false);
    }
    // The load is not known yet: nothing to decide on.
    expect(canDecide({ status: 'PENDING' }, undefined)).toBe(false);
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
  });

  it('keeps the spec sentences word for word', () => {
    expect(REQUEST_MESSAGES.empty).toBe('No requests found.');
    expect(REQUEST_MESSAGES.fetchFailed).toBe('Failed to fetch requests');
    expect(REQUEST_MESSAGES.decideFailed).toBe('Failed to update load status');
  });

  it('colours PENDING warning, ACCEPTED green, REJECTED red', () => {
    expect(requestStatusTone('PENDING')).toBe('warning');
    expect(requestStatusTone('ACCEPTED')).toBe('success');
    expect(requestStatusTone('REJECTED')).toBe('danger');
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
