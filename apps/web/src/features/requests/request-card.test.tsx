import '../../i18n/index.ts';
import type { LoadRequestView } from '@loadboard/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestCard } from './view-requests-screen.tsx';

afterEach(cleanup);

function requestFixture(overrides: Partial<LoadRequestView> = {}): LoadRequestView {
  return {
    id: 7,
    loadId: 41,
    status: 'PENDING',
    proposedRate: 2350.5,
    message: 'Two drivers, can load tomorrow.',
    responseMessage: null,
    jobNumber: 'RFP-1001',
    date: '2030-03-01T10:00:00.000Z',
    createdAt: '2030-03-01T10:00:00.000Z',
    requestedBy: {
      id: 5,
      firstName: 'Marcus',
      lastName: 'Reyes',
      companyName: 'Prairie Movers',
      email: 'rfp.carrier@example.com',
      phone: '316-555-0177',
    },
    ...overrides,
  };
}

function renderCard(request: LoadRequestView, loadStatus: 'ACTIVE' | 'ASSIGNED' = 'ACTIVE', busy = false) {
  const onDecide = vi.fn();
  render(
    <RequestCard request={request} loadStatus={loadStatus} busy={busy} sending={null} onDecide={onDecide} />,
  );
  const card = screen.getByRole('article', { name: 'Prairie Movers' });
  return {
    card,
    onDecide,
    accept: within(card).getByRole('button', { name: 'Accept' }) as HTMLButtonElement,
    reject: within(card).getByRole('button', { name: 'Reject' }) as HTMLButtonElement,
  };
}

describe('a request on View Requests', () => {
  it('shows the carrier, contact, proposed rate, message, date and a Pending badge', () => {
    const { card } = renderCard(requestFixture());
    expect(card.textContent).toContain('Marcus Reyes');
    expect(card.textContent).toContain('$2,350.50');
    expect(card.textContent).toContain('Two drivers, can load tomorrow.');
    expect(card.textContent).toContain('03/01/2030');
    expect(within(card).getByRole('link', { name: 'rfp.carrier@example.com' }).getAttribute('href')).toBe(
      'mailto:rfp.carrier@example.com',
    );
    expect(within(card).getByRole('link', { name: '316-555-0177' }).getAttribute('href')).toBe(
      'tel:316-555-0177',
    );
    const badge = within(card).getByText('Pending');
    expect(badge.className).toContain('bg-warning');
  });

  it('offers Accept and Reject while PENDING on an ACTIVE load, and says which was pressed', () => {
    const { accept, reject, onDecide } = renderCard(requestFixture());
    expect(accept.disabled).toBe(false);
    expect(reject.disabled).toBe(false);
    fireEvent.click(accept);
    expect(onDecide).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 'ACCEPTED');
    fireEvent.click(reject);
    expect(onDecide).toHaveBeenLastCalledWith(expect.objectContaining({ id: 7 }), 'REJECTED');
  });

  it.each([
    ['ACCEPTED', 'Accepted', 'bg-success', "Great! Let's proceed with this load."],
    ['REJECTED', 'Rejected', 'bg-danger', 'Sorry, we cannot proceed with this request.'],
  ] as const)(
    'a %s request is decided: buttons disabled, green or red badge, the response shown',
    (status, label, tone, response) => {
      const { card, accept, reject } = renderCard(requestFixture({ status, responseMessage: response }));
      expect(accept.disabled).toBe(true);
      expect(reject.disabled).toBe(true);
      expect(within(card).getByText(label).className).toContain(tone);
      expect(card.textContent).toContain(response);
    },
  );

  it('a PENDING request on a load no longer ACTIVE, or while a decision is on its way, cannot be decided', () => {
    const assigned = renderCard(requestFixture(), 'ASSIGNED');
    expect(assigned.accept.disabled).toBe(true);
    cleanup();
    const busy = renderCard(requestFixture(), 'ACTIVE', true);
    expect(busy.accept.disabled).toBe(true);
    expect(busy.reject.disabled).toBe(true);
  });
});
