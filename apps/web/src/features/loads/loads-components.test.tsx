import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFixture } from '../../test/load-fixtures.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { FreightPostForm } from './post/freight-post-form.tsx';
import { HeaderSearch } from './search/header-search.tsx';

/*
 * The header search and the post form against a real HTTP server on loopback (no mocked fetch):
 * GET /api/geo/zip/:zip and GET /api/loads/search answer from small fixtures.
 */

const ZIPS: Record<string, object> = {
  '60601': {
    zip: '60601',
    city: 'Chicago',
    state: 'IL',
    location: 'Chicago, IL',
    latitude: 41.8,
    longitude: -87.6,
  },
  '75201': {
    zip: '75201',
    city: 'Dallas',
    state: 'TX',
    location: 'Dallas, TX',
    latitude: 32.7,
    longitude: -96.8,
  },
};
const searches: string[] = [];
serveApi((url, answer) => {
  const zip = /^\/api\/geo\/zip\/(\d{5})$/.exec(url.pathname);
  if (zip?.[1]) {
    const info = ZIPS[zip[1]];
    return info
      ? answer(200, { status: 'success', data: info })
      : answer(404, { status: 'error', message: 'Invalid ZIP code', code: 'NOT_FOUND' });
  }
  if (url.pathname === '/api/loads/search') {
    searches.push(url.search);
    const text = url.searchParams.get('location') ?? '';
    const hits = text.toLowerCase().startsWith('chic')
      ? [{ ...loadFixture(), deadheadMiles: null }]
      : text.toLowerCase().startsWith('dall')
        ? [{ ...loadFixture({ id: 45, jobNumber: 'RFP-1045', bookNowRate: 2300 }), deadheadMiles: null }]
        : [];
    return answer(200, { status: 'success', data: hits });
  }
  if (url.pathname === '/api/loads/41') answer(200, { status: 'success', data: loadFixture() });
});

const carrier = {
  id: 5,
  username: 'carrier',
  email: 'rfp.carrier@example.com',
  firstName: 'Marcus',
  lastName: 'Reed',
  companyName: 'Reed Haulers',
  userType: 'RFP_CARRIER',
  role: 'RFP_CARRIER',
  status: 'active',
  loadBoardUrls: [],
  photo: null,
};

beforeEach(() => {
  searches.length = 0;
});
signedInEachTest(carrier);

describe('HeaderSearch', () => {
  it('searches only from 3 characters, after the pause, and lists origin → destination, rate and weight', async () => {
    renderWithProviders(<HeaderSearch />);
    const input = screen.getByRole('combobox', { name: 'Search loads' });
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(input, { target: { value: 'Ch' } });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(searches).toEqual([]);

    // Typing on within the pause sends one search, for the last text.
    fireEvent.change(input, { target: { value: 'Chi' } });
    fireEvent.change(input, { target: { value: 'Chic' } });
    const option = await screen.findByRole('option');
    expect(searches).toEqual(['?location=Chic&limit=10']);
    expect(option.textContent).toContain('Chicago, IL');
    expect(option.textContent).toContain('Dallas, TX');
    expect(option.textContent).toContain('$2,450.50');
    expect(option.textContent).toContain('18,500 lbs');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);

    // Arrow keys move the active option; Escape closes.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');

    // Fewer than 3 characters clears the list.
    fireEvent.change(input, { target: { value: 'Ch' } });
    expect(screen.queryByRole('option')).toBeNull();
  });

  it("an empty answer reads 'Your search turned up 0 results.'", async () => {
    renderWithProviders(<HeaderSearch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search loads' }), {
      target: { value: 'Nowhere' },
    });
    expect(await screen.findByText('Your search turned up 0 results.')).toBeTruthy();
  });

  it("Enter on a result opens the post's details with the request form", async () => {
    renderWithProviders(<HeaderSearch />);
    const input = screen.getByRole('combobox', { name: 'Search loads' });
    fireEvent.change(input, { target: { value: 'Chicago' } });
    await screen.findByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Chicago, IL (60601)')).toBeTruthy();
    expect((within(dialog).getByLabelText('Proposed Rate ($)') as HTMLInputElement).value).toBe('2450.5');
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      "I'm interested in this load.",
    );
    expect(screen.queryByRole('option')).toBeNull();
  });
});

/** The message a field's aria-describedby points at. */
function fieldMessage(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('HeaderSearch, Book Now', () => {
  it('a result with a Book Now rate shows it, and its button asks to confirm rather than opening the details', async () => {
    renderWithProviders(<HeaderSearch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search loads' }), { target: { value: 'Dallas' } });
    const option = await screen.findByRole('option');
    expect(option.textContent).toContain('Book Now $2,300.00');
    fireEvent.click(within(option).getByRole('button', { name: 'Book Now: load RFP-1045 for $2,300.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Now' });
    expect(within(dialog).getByText('Book this load for $2,300.00?')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Load Details/ })).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('a result without one offers neither', async () => {
    renderWithProviders(<HeaderSearch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search loads' }), {
      target: { value: 'Chicago' },
    });
    const option = await screen.findByRole('option');
    expect(option.textContent).not.toContain('Book Now');
    expect(within(option).queryByRole('button')).toBeNull();
  });
});

describe('FreightPostForm', () => {
  it('the fifth digit of a ZIP fills its location; an unknown ZIP says so under the field', async () => {
    const onSubmit = vi.fn(async (_body: Record<string, unknown>) => {});
    renderWithProviders(
      <FreightPostForm
        type="RFP"
        idPrefix="t"
        onSubmit={onSubmit}
        submitLabel="Post Load"
        pendingLabel="Posting..."
      />,
    );
    const pickup = screen.getByLabelText('Pickup ZIP') as HTMLInputElement;
    fireEvent.change(pickup, { target: { value: '6060' } });
    expect((screen.getByLabelText('Pickup Location') as HTMLInputElement).value).toBe('');
    fireEvent.change(pickup, { target: { value: '60601' } });
    await waitFor(() =>
      expect((screen.getByLabelText('Pickup Location') as HTMLInputElement).value).toBe('Chicago, IL'),
    );

    const delivery = screen.getByLabelText('Delivery ZIP') as HTMLInputElement;
    fireEvent.change(delivery, { target: { value: '0000x0' } });
    expect(delivery.value).toBe('00000');
    // Under the field, and as a toast.
    await waitFor(() => expect(fieldMessage(delivery)).toBe('Invalid ZIP code'));
    expect(delivery.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Invalid ZIP code')).toHaveLength(2);

    // The RFP form's equipment is "Required Equipment".
    expect(screen.getByLabelText(/^Required Equipment/)).toBeTruthy();

    // Submitting with the unknown ZIP and nothing else sends nothing.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post Load' }));
    });
    expect(await screen.findByText('Rate is required')).toBeTruthy();
    expect(fieldMessage(delivery)).toBe('Invalid ZIP code');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(delivery, { target: { value: '75201' } });
    await waitFor(() =>
      expect((screen.getByLabelText('Delivery Location') as HTMLInputElement).value).toBe('Dallas, TX'),
    );
    fireEvent.change(screen.getByLabelText('Pickup Date'), { target: { value: '2030-03-07' } });
    fireEvent.change(screen.getByLabelText('Delivery Date'), { target: { value: '2030-03-09' } });
    fireEvent.change(screen.getByLabelText('Rate ($)'), { target: { value: '2450.50' } });
    fireEvent.change(screen.getByLabelText('Balance ($)'), { target: { value: '1250' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post Load' }));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      pickupZip: '60601',
      pickupLocation: 'Chicago, IL',
      deliveryZip: '75201',
      deliveryLocation: 'Dallas, TX',
      rate: 2450.5,
      balance: 1250,
    });
  });
});
