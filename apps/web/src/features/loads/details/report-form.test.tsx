import { REPORT_MESSAGES } from '@loadboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFixture } from '../../../test/load-fixtures.ts';
import { TEST_BROKER } from '../../../test/users.ts';
import { readJson, renderWithProviders, serveApi, signedInEachTest } from '../../../test/web-test-kit.tsx';
import { LoadDetailsModal } from './load-details-modal.tsx';
import { ReportForm } from './report-form.tsx';

/* Reporting a post, against a real HTTP server on loopback answering POST /api/loads/:id/report. */

let sent: { path: string; body: unknown }[];
let refusal: { status: number; body: unknown } | null;
serveApi(async (url, answer, request) => {
  if (request.method === 'POST' && url.pathname.endsWith('/report')) {
    sent.push({ path: url.pathname, body: await readJson(request) });
    if (refusal) return answer(refusal.status, refusal.body);
    answer(201, { status: 'success', data: {}, message: REPORT_MESSAGES.reported });
  }
});

beforeEach(() => {
  sent = [];
  refusal = null;
});
signedInEachTest(TEST_BROKER);

const form = () => screen.getByRole('form', { name: 'Report this post' });

describe('the report form', () => {
  it('asks for a reason before anything is sent', async () => {
    renderWithProviders(<ReportForm loadId={41} onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(within(form()).getByRole('button', { name: 'Send report' }));
    expect(await within(form()).findByText(REPORT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the reason and the note, thanks the member and closes', async () => {
    const onDone = vi.fn();
    renderWithProviders(<ReportForm loadId={41} onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.change(within(form()).getByLabelText('Reason'), { target: { value: 'FRAUD' } });
    fireEvent.change(within(form()).getByLabelText('Note (optional)'), {
      target: { value: 'Double brokered' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.reported)).toBeTruthy();
    expect(sent).toEqual([
      { path: '/api/loads/41/report', body: { reason: 'FRAUD', note: 'Double brokered' } },
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('says so when the member already reported the post', async () => {
    refusal = {
      status: 409,
      body: { status: 'error', code: 'CONFLICT', message: REPORT_MESSAGES.alreadyReported },
    };
    const onDone = vi.fn();
    renderWithProviders(<ReportForm loadId={41} onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.change(within(form()).getByLabelText('Reason'), { target: { value: 'PHANTOM' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.alreadyReported)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('Report in a post’s details', () => {
  const someoneElses = loadFixture({
    user: { id: 9, firstName: 'Lee', lastName: 'Park', companyName: 'Harbor' },
  });

  it('opens the form under the details of someone else’s post', async () => {
    renderWithProviders(<LoadDetailsModal load={someoneElses} onHide={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    expect(form()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('offers no Report on one’s own post, which shows Under review while off the board', async () => {
    const own = loadFixture({
      underReview: true,
      user: { id: TEST_BROKER.id, firstName: 'Dana', lastName: 'Whitfield', companyName: 'Blue Ridge' },
    });
    renderWithProviders(<LoadDetailsModal load={own} onHide={vi.fn()} />);
    expect(await screen.findByText('Under review')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Report' })).toBeNull());
  });
});
