import type { LoadRequestView } from '@loadboard/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BROKER } from '../../test/users.ts';
import { readJson, renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { RequestCard } from './request-card.tsx';

/*
 * A request on View Requests: its facts, its offers and the owner's answers. Countering goes to a
 * real HTTP server on loopback (POST /api/requests/:id/counter).
 */

const PROPOSAL = {
  by: 'REQUESTER' as const,
  rate: 2350.5,
  message: 'Two drivers, can load tomorrow.',
  at: '2030-03-01T10:00:00.000Z',
};

function requestFixture(overrides: Partial<LoadRequestView> = {}): LoadRequestView {
  return {
    id: 7,
    loadId: 41,
    status: 'PENDING',
    proposedRate: 2350.5,
    counterRate: null,
    booked: false,
    message: 'Two drivers, can load tomorrow.',
    responseMessage: null,
    offers: [PROPOSAL],
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

const counterOffer = (rate: number, message: string | null = null) => ({
  by: 'OWNER' as const,
  rate,
  message,
  at: '2030-03-01T12:00:00.000Z',
});

/** The post's owner, the broker signed in (test/users.ts). */
const OWNER = { id: API_BROKER.id, companyName: API_BROKER.companyName };

function renderCard(
  request: LoadRequestView,
  loadStatus: 'ACTIVE' | 'ASSIGNED' = 'ACTIVE',
  busy = false,
  withProviders = false,
  readerId: number = OWNER.id,
) {
  const onDecide = vi.fn();
  const card = (
    <RequestCard
      request={request}
      loadStatus={loadStatus}
      owner={OWNER}
      readerId={readerId}
      busy={busy}
      sending={null}
      onDecide={onDecide}
    />
  );
  if (withProviders) renderWithProviders(card);
  else render(card);
  const article = screen.getByRole('article', { name: 'Prairie Movers' });
  const button = (name: string) =>
    within(article).queryByRole('button', { name }) as HTMLButtonElement | null;
  return {
    card: article,
    onDecide,
    accept: button('Accept'),
    reject: button('Reject'),
    counter: button('Counter'),
  };
}

let countered: { id: string; body: unknown }[];
serveApi(async (url, answer, request) => {
  const counter = /^\/api\/requests\/(\d+)\/counter$/.exec(url.pathname);
  if (counter?.[1] && request.method === 'POST') {
    const body = (await readJson(request)) as { rate?: unknown };
    countered.push({ id: counter[1], body });
    if (body.rate === 999_999) {
      return answer(422, {
        status: 'error',
        code: 'VALIDATION',
        message: 'Counter rate is too large',
        errors: ['Counter rate is too large'],
        fields: { rate: 'Counter rate is too large' },
      });
    }
    return answer(200, {
      status: 'success',
      message: 'Counter-offer sent',
      data: requestFixture({ status: 'COUNTERED', counterRate: Number(body.rate) }),
    });
  }
  if (url.pathname === '/api/users/profile') answer(200, { status: 'success', data: API_BROKER });
});
beforeEach(() => {
  countered = [];
});
signedInEachTest(API_BROKER);

describe('a request on View Requests', () => {
  it('shows the requester, contact, proposed rate, the proposal in the thread, date and a Pending badge', () => {
    const { card } = renderCard(requestFixture());
    expect(card.textContent).toContain('Marcus Reyes');
    expect(card.textContent).toContain('$2,350.50');
    expect(card.textContent).toContain('03/01/2030');
    expect(within(card).getByRole('link', { name: 'rfp.carrier@example.com' }).getAttribute('href')).toBe(
      'mailto:rfp.carrier@example.com',
    );
    expect(within(card).getByRole('link', { name: '316-555-0177' }).getAttribute('href')).toBe(
      'tel:316-555-0177',
    );
    const thread = within(card).getByRole('list', { name: 'Offers on this request' });
    const [proposal] = within(thread).getAllByRole('listitem');
    expect(proposal?.textContent).toContain('Prairie Movers proposed');
    expect(proposal?.textContent).toContain('Two drivers, can load tomorrow.');
    const badge = within(card).getByText('Pending');
    expect(badge.className).toContain('bg-warning');
  });

  it('offers Accept, Counter and Reject while PENDING on an ACTIVE load, and says which was pressed', () => {
    const { accept, reject, counter, onDecide } = renderCard(requestFixture());
    expect(accept?.disabled).toBe(false);
    expect(reject?.disabled).toBe(false);
    expect(counter?.disabled).toBe(false);
    fireEvent.click(accept as HTMLButtonElement);
    expect(onDecide).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 'ACCEPTED');
    fireEvent.click(reject as HTMLButtonElement);
    expect(onDecide).toHaveBeenLastCalledWith(expect.objectContaining({ id: 7 }), 'REJECTED');
  });

  it('a COUNTERED request shows its thread oldest first and the counter; Accept waits for the requester', () => {
    const { card, accept, reject, counter } = renderCard(
      requestFixture({
        status: 'COUNTERED',
        counterRate: 2500,
        offers: [PROPOSAL, counterOffer(2600, 'Needs a liftgate.'), counterOffer(2500)],
      }),
    );
    const items = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.offer-who')?.textContent)).toEqual([
      'Prairie Movers proposed',
      'You countered',
      'You countered',
    ]);
    expect(items.map((item) => item.querySelector('.offer-rate')?.textContent)).toEqual([
      '$2,350.50',
      '$2,600.00',
      '$2,500.00',
    ]);
    expect(items[1]?.textContent).toContain('Needs a liftgate.');
    expect(within(card).getByText('Countered').className).toContain('bg-info');
    expect(card.textContent).toContain('Countered at $2,500.00');
    expect(card.textContent).toContain('Counters used: 2 of 5');
    expect(accept?.disabled).toBe(true);
    expect(reject?.disabled).toBe(false);
    expect(counter?.disabled).toBe(false);
  });

  it("an admin reading another's deal sees whose counters they are", () => {
    const { card } = renderCard(
      requestFixture({ status: 'COUNTERED', counterRate: 2500, offers: [PROPOSAL, counterOffer(2500)] }),
      'ACTIVE',
      false,
      false,
      1,
    );
    const items = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.offer-who')?.textContent)).toEqual([
      'Prairie Movers proposed',
      'Blue Ridge Brokerage countered',
    ]);
    expect(card.querySelector('.offer-mine')).toBeNull();
  });

  it('after 5 counters Counter is gone, Reject stays', () => {
    const { card, counter, reject } = renderCard(
      requestFixture({
        status: 'COUNTERED',
        counterRate: 2400,
        offers: [PROPOSAL, ...[2800, 2700, 2600, 2500, 2400].map((rate) => counterOffer(rate))],
      }),
    );
    expect(counter).toBeNull();
    expect(reject?.disabled).toBe(false);
    expect(card.textContent).toContain('No counters left');
  });

  it('a WITHDRAWN request says so, grey, with no actions', () => {
    const { card, accept, reject, counter } = renderCard(requestFixture({ status: 'WITHDRAWN' }));
    expect(within(card).getByText('Withdrawn').className).toContain('bg-secondary');
    expect(card.textContent).toContain('The requester withdrew this request.');
    expect([accept, reject, counter]).toEqual([null, null, null]);
  });

  it.each([
    ['ACCEPTED', 'Accepted', 'bg-success', "Great! Let's proceed with this load."],
    ['REJECTED', 'Rejected', 'bg-danger', 'Sorry, we cannot proceed with this request.'],
  ] as const)(
    'a %s request is decided: buttons disabled, green or red badge, the response shown',
    (status, label, tone, response) => {
      const { card, accept, reject, counter } = renderCard(
        requestFixture({ status, responseMessage: response }),
      );
      expect(accept?.disabled).toBe(true);
      expect(reject?.disabled).toBe(true);
      expect(counter).toBeNull();
      expect(within(card).getByText(label).className).toContain(tone);
      expect(card.textContent).toContain(response);
    },
  );

  it('a booking says it was booked at the Book Now rate', () => {
    const { card } = renderCard(requestFixture({ status: 'ACCEPTED', booked: true, proposedRate: 2100 }));
    expect(card.textContent).toContain('Booked at the Book Now rate of $2,100.00.');
  });

  it('a PENDING request on a load no longer ACTIVE, or while a decision is on its way, cannot be decided', () => {
    const assigned = renderCard(requestFixture(), 'ASSIGNED');
    expect(assigned.accept?.disabled).toBe(true);
    expect(assigned.counter).toBeNull();
    cleanup();
    const busy = renderCard(requestFixture(), 'ACTIVE', true);
    expect(busy.accept?.disabled).toBe(true);
    expect(busy.reject?.disabled).toBe(true);
    expect(busy.counter?.disabled).toBe(true);
  });
});

describe('countering a request', () => {
  it('needs a rate above 0 before anything is sent', async () => {
    const { card, counter } = renderCard(requestFixture(), 'ACTIVE', false, true);
    fireEvent.click(counter as HTMLButtonElement);
    const form = within(card).getByRole('form', { name: 'Counter the request of Prairie Movers' });
    fireEvent.change(within(form).getByLabelText('Counter rate ($)'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send counter' }));
    expect(await within(form).findByText('Counter rate must be more than 0')).toBeTruthy();
    expect(countered).toEqual([]);
  });

  it("sends the rate and message, toasts the server's sentence and closes the form", async () => {
    const { card, counter } = renderCard(requestFixture(), 'ACTIVE', false, true);
    fireEvent.click(counter as HTMLButtonElement);
    expect(counter?.getAttribute('aria-expanded')).toBe('true');
    const form = within(card).getByRole('form', { name: 'Counter the request of Prairie Movers' });
    fireEvent.change(within(form).getByLabelText('Counter rate ($)'), { target: { value: '2450' } });
    fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: 'Meet me halfway?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send counter' }));
    expect(await screen.findByText('Counter-offer sent')).toBeTruthy();
    expect(countered).toEqual([{ id: '7', body: { rate: 2450, message: 'Meet me halfway?' } }]);
    await waitFor(() => expect(within(card).queryByRole('form')).toBeNull());
  });

  it("places the server's field sentence under the rate", async () => {
    const { card, counter } = renderCard(requestFixture(), 'ACTIVE', false, true);
    fireEvent.click(counter as HTMLButtonElement);
    const form = within(card).getByRole('form', { name: 'Counter the request of Prairie Movers' });
    fireEvent.change(within(form).getByLabelText('Counter rate ($)'), { target: { value: '999999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send counter' }));
    const rate = within(form).getByLabelText('Counter rate ($)');
    await waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Counter rate is too large')).toBeTruthy();
  });
});
