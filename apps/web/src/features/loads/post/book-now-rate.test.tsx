import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/index.ts';
import { loadFixture, truckFixture } from '../../../test/load-fixtures.ts';
import { readJson, renderWithProviders, serveApi, signedInEachTest } from '../../../test/web-test-kit.tsx';
import { EditLoadModal } from '../my-loads/edit-load-modal.tsx';

/*
 * The post form's Book Now rate, through Edit (PUT /api/loads/:id) against a real HTTP server on
 * loopback: the field on both forms, prefilled, checked as the contract checks it, sent, and a
 * refusal's sentence under it.
 */

const PLACES: Record<string, string> = { '60601': 'Chicago, IL', '75201': 'Dallas, TX' };

let sent: Record<string, unknown>[];
/** The next save is refused with this sentence for the Book Now rate. */
let refusal: string | null;

serveApi(async (url, answer, request) => {
  const zip = /^\/api\/geo\/zip\/(\d{5})$/.exec(url.pathname)?.[1];
  if (zip && PLACES[zip]) {
    return answer(200, {
      status: 'success',
      data: { zip, location: PLACES[zip], latitude: 1, longitude: 1 },
    });
  }
  const edit = /^\/api\/loads\/(\d+)$/.exec(url.pathname);
  if (edit && request.method === 'PUT') {
    const body = (await readJson(request)) as Record<string, unknown>;
    sent.push(body);
    if (refusal) {
      return answer(422, {
        status: 'error',
        message: refusal,
        errors: [refusal],
        fields: { bookNowRate: refusal },
      });
    }
    return answer(200, { status: 'success', data: loadFixture({ bookNowRate: Number(body.bookNowRate) }) });
  }
});

beforeEach(() => {
  sent = [];
  refusal = null;
});
afterEach(async () => {
  await setLanguage('en');
});
signedInEachTest({ id: 2, firstName: 'Dana', userType: 'BROKER' });

/** The message a field's aria-describedby points at first. */
function fieldMessage(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function save(dialog: HTMLElement, label = 'Save Changes') {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: label }));
  });
}

describe('the Book Now rate of a post', () => {
  it('is optional, prefilled on edit, more than 0, and sent as a number', async () => {
    renderWithProviders(<EditLoadModal load={loadFixture({ bookNowRate: 2300 })} onHide={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: /Edit Load/ });
    const field = within(dialog).getByLabelText(/^Book Now Rate \(\$\)/) as HTMLInputElement;
    expect(field.value).toBe('2300');
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(
      'Book Now Rate ($) (optional)',
    );
    expect(dialog.textContent).toContain('Whoever may request the post can take it at once at this price.');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Delivery Location') as HTMLInputElement).value).toBe(
        'Dallas, TX',
      ),
    );

    fireEvent.change(field, { target: { value: '0' } });
    await save(dialog);
    await waitFor(() => expect(fieldMessage(field)).toBe('Book Now rate must be more than 0'));
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: '2150.75' } });
    await save(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ bookNowRate: 2150.75, rate: 2450.5 });
  });

  it('left empty is not sent: the post takes requests only', async () => {
    renderWithProviders(<EditLoadModal load={loadFixture({ bookNowRate: 2300 })} onHide={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: /Edit Load/ });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Delivery Location') as HTMLInputElement).value).toBe(
        'Dallas, TX',
      ),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Book Now Rate/), { target: { value: '' } });
    await save(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('bookNowRate');
  });

  it('is on the truck form too, and the server’s sentence lands under it in the user’s language', async () => {
    await setLanguage('fr');
    refusal = 'Book Now rate is too large';
    renderWithProviders(<EditLoadModal load={truckFixture({ bookNowRate: 1500 })} onHide={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: /Modifier/ });
    const field = within(dialog).getByLabelText(/^Tarif de réservation immédiate/) as HTMLInputElement;
    expect(field.value).toBe('1500');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Lieu de livraison') as HTMLInputElement).value).toBe(
        'Dallas, TX',
      ),
    );
    await save(dialog, 'Enregistrer');
    await waitFor(() =>
      expect(fieldMessage(field)).toBe('Le champ « Tarif de réservation immédiate » est trop grand'),
    );
    expect(sent[0]).toMatchObject({ bookNowRate: 1500, ratePerMile: 2.75 });
  });
});
