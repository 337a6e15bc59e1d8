import { LOAD_MESSAGES, type LoadView } from '@loadboard/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/index.ts';
import { loadFixture } from '../../../test/load-fixtures.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../../test/web-test-kit.tsx';
import { BoardScreen } from '../board/board-screen.tsx';

/*
 * Book Now on the board against a real HTTP server on loopback (no mocked fetch): GET
 * /api/loads/all-loads lists three posts, POST /api/loads/:id/book books one at once or refuses it
 * as booked a moment earlier.
 */

const CARRIER = { id: 5, firstName: 'Marcus', lastName: 'Reed', userType: 'RFP_CARRIER' };

/** A broker's post with a Book Now rate, one without, and the carrier's own with one. */
const bookable = loadFixture({ id: 41, bookNowRate: 2300 });
const plain = loadFixture({ id: 43, jobNumber: 'RFP-1003', bookNowRate: null });
const own = loadFixture({
  id: 44,
  jobNumber: 'RFD-2001',
  type: 'RFD',
  loadType: 'RFD',
  bookNowRate: 1900,
  user: { id: 5, firstName: 'Marcus', lastName: 'Reed', companyName: 'Reed Haulers' },
});

let board: LoadView[];
/** What the next booking answers: booked, or taken a moment earlier. */
let bookingTaken: boolean;
let bookings: string[];
let boardReads: number;

serveApi((url, answer, request) => {
  if (url.pathname === '/api/loads/all-loads') {
    boardReads += 1;
    return answer(200, {
      status: 'success',
      data: { loads: board, pagination: { currentPage: 1, totalPages: 1, totalItems: board.length } },
    });
  }
  if (url.pathname === '/api/loads/analytics') {
    return answer(200, {
      status: 'success',
      data: { totalLoads: 3, activeLoads: 3, totalBalance: 3750, averageBalance: 1250 },
    });
  }
  const book = /^\/api\/loads\/(\d+)\/book$/.exec(url.pathname);
  if (book && request.method === 'POST') {
    bookings.push(book[1] ?? '');
    if (bookingTaken) {
      return answer(409, { status: 'error', message: LOAD_MESSAGES.bookTaken, code: 'CONFLICT' });
    }
    board = board.filter((load) => load.id !== Number(book[1]));
    return answer(200, {
      status: 'success',
      message: LOAD_MESSAGES.booked,
      data: { id: 90, status: 'ACCEPTED' },
    });
  }
});

beforeEach(() => {
  board = [bookable, plain, own];
  bookingTaken = false;
  bookings = [];
  boardReads = 0;
});
afterEach(async () => {
  await setLanguage('en');
});
signedInEachTest(CARRIER);

function renderBoard() {
  const router = createMemoryRouter([{ path: '/all-loads', element: <BoardScreen /> }], {
    initialEntries: ['/all-loads'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const row = (id: number) => document.querySelector(`[data-load-id="${id}"]`) as HTMLElement;

describe('Book Now on the board', () => {
  it('shows the price on every post that has one, and the button only where the user may take it', async () => {
    renderBoard();
    await screen.findAllByText('Book Now $2,300.00');
    expect(row(41).textContent).toContain('Book Now $2,300.00');
    expect(
      within(row(41)).getByRole('button', { name: 'Book Now: load RFP-1001 for $2,300.00' }),
    ).toBeTruthy();
    // The carrier's own post shows its price but offers no booking; a post without one shows neither.
    expect(row(44).textContent).toContain('Book Now $1,900.00');
    expect(within(row(44)).queryByRole('button', { name: /^Book Now: load/ })).toBeNull();
    expect(row(43).textContent).not.toContain('Book Now');
    expect(within(row(43)).queryByRole('button', { name: /^Book Now: load/ })).toBeNull();
  });

  it('asks with the price and the lane, books, says so and refreshes the board', async () => {
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Book Now: load RFP-1001 for $2,300.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Now' });
    expect(within(dialog).getByText('Book this load for $2,300.00?')).toBeTruthy();
    expect(within(dialog).getByText('Chicago, IL to Dallas, TX')).toBeTruthy();
    expect(dialog.textContent).toContain('Pickup 03/07/2030 · Blue Ridge Brokerage · RFP-1001');

    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bookings).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Book Now: load RFP-1001 for $2,300.00' }));
    const reads = boardReads;
    await act(async () => {
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: 'Book Now' })).getByRole('button', {
          name: 'Book for $2,300.00',
        }),
      );
    });
    expect(await screen.findByText('Load booked')).toBeTruthy();
    expect(bookings).toEqual(['41']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(row(41)).toBeNull());
    expect(boardReads).toBeGreaterThan(reads);
  });

  it('a post booked a moment earlier is refused with the server’s sentence, and the board refreshes', async () => {
    bookingTaken = true;
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Book Now: load RFP-1001 for $2,300.00' }));
    const reads = boardReads;
    await act(async () => {
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Book for $2,300.00' }),
      );
    });
    expect(await screen.findByText('This load was just booked by someone else')).toBeTruthy();
    expect(document.querySelector('.Toastify__toast--error')?.textContent).toContain(
      'This load was just booked by someone else',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(boardReads).toBeGreaterThan(reads));
  });

  it('the details offer it above the request form; its confirm step takes their place until cancelled', async () => {
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'View load RFP-1001' }));
    const details = await screen.findByRole('dialog', { name: /Load Details/ });
    expect(within(details).getByText('Book Now Rate').nextElementSibling?.textContent).toBe('$2,300.00');
    const offer = details.querySelector('.book-now-offer') as HTMLElement;
    expect(offer.textContent).toContain('Book Now $2,300.00');
    expect(within(details).getByRole('button', { name: 'Submit Request' })).toBeTruthy();

    fireEvent.click(within(offer).getByRole('button', { name: 'Book Now: load RFP-1001 for $2,300.00' }));
    const confirm = await screen.findByRole('dialog', { name: 'Book Now' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Load Details/ })).toBeNull());
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: /Load Details/ })).toBeTruthy();
    expect(bookings).toEqual([]);
  });

  it('reads in French: the price, the question and the server’s sentence', async () => {
    await setLanguage('fr');
    renderBoard();
    const button = await screen.findByRole('button', {
      name: 'Réserver : chargement RFP-1001 pour 2\u202f300,00\u00a0$',
    });
    expect(row(41).textContent).toContain('Réserver à 2\u202f300,00\u00a0$');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Réserver maintenant' });
    expect(dialog.textContent).toContain('Réserver ce chargement pour 2\u202f300,00\u00a0$\u00a0?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Réserver pour 2\u202f300,00\u00a0$' }));
    });
    expect(await screen.findByText('Chargement réservé')).toBeTruthy();
  });
});
