import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFixture } from '../../test/load-fixtures.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { hasRateConfirmation, RateConfirmationButton } from './rate-confirmation-button.tsx';

/*
 * The rate confirmation against a real HTTP server on loopback: GET /api/loads/:id/rate-confirmation
 * answers a PDF to the bearer of the session's token (a plain link could not send it), or 404.
 */

const PDF = '%PDF-1.7\n% a rate confirmation\n%%EOF\n';

let asked: { path: string; authorization: string | undefined }[];

serveApi((url, answer, request) => {
  const found = /^\/api\/loads\/(\d+)\/rate-confirmation$/.exec(url.pathname);
  if (!found) return;
  asked.push({ path: url.pathname, authorization: request.headers.authorization });
  if (found[1] === '41') {
    return answer(200, PDF, {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="rate-confirmation-RC-41-90.pdf"',
    });
  }
  answer(404, { status: 'error', message: 'Rate confirmation not found', code: 'NOT_FOUND' });
});

/** The tab a click opens, as far as the helper uses it. */
function fakeTab() {
  return { closed: false, location: { href: '' }, close: vi.fn() };
}

beforeEach(() => {
  asked = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});
signedInEachTest({ id: 2, firstName: 'Dana', userType: 'BROKER' }, 'token-of-dana');

describe('the rate confirmation', () => {
  it('is offered on a deal the server told this user of, assigned or done', () => {
    const deal = { status: 'ASSIGNED' as const, assignedCarrierId: 5 };
    expect(hasRateConfirmation(loadFixture(deal))).toBe(true);
    expect(hasRateConfirmation(loadFixture({ ...deal, status: 'COMPLETED' }))).toBe(true);
    // An open post has no deal; someone else's deal comes without its carrier.
    expect(hasRateConfirmation(loadFixture({ ...deal, status: 'ACTIVE' }))).toBe(false);
    expect(hasRateConfirmation(loadFixture({ ...deal, assignedCarrierId: null }))).toBe(false);
  });

  it('opens the PDF in a new tab, fetched with the session’s token', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<RateConfirmationButton load={loadFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rate confirmation of load RFP-1001' }));
    // The tab opens on the click itself, before the download, so no popup blocker stops it.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(asked).toEqual([
      { path: '/api/loads/41/rate-confirmation', authorization: 'Bearer token-of-dana' },
    ]);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('is saved under the server’s file name where the browser blocks the tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<RateConfirmationButton load={loadFixture()} compact />);
    fireEvent.click(screen.getByRole('button', { name: 'Rate confirmation of load RFP-1001' }));
    await waitFor(() => expect(saved).toEqual(['rate-confirmation-RC-41-90.pdf']));
  });

  it('a deal the user may not read: the server’s sentence, and the tab closes', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<RateConfirmationButton load={loadFixture({ id: 77, jobNumber: 'RFP-77' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rate confirmation of load RFP-77' }));
    expect(await screen.findByText('Rate confirmation not found')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
