import { LOAD_MESSAGES, type LoadView } from '@loadboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/load-fixtures.ts';
import { readJson, renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { DataTable } from '../list/data-table.tsx';
import { useLoadStatusColumn } from './load-columns.tsx';

/* The status column My Loads and the admin's loads list share, against PATCH /api/admin/loads/:id/status. */

const sent: unknown[] = [];
serveApi(async (url, answer, request) => {
  if (url.pathname === '/api/admin/loads/41/status' && request.method === 'PATCH') {
    sent.push(await readJson(request));
    answer(200, { status: 'success', data: {} });
  }
});
signedInEachTest({ id: 1, role: 'BROKER' });

function StatusList({ loads }: { loads: LoadView[] }) {
  const columns = [useLoadStatusColumn()];
  return <DataTable columns={columns} rows={loads} rowKey={(load) => load.id} minWidth={0} />;
}

describe('the load status column', () => {
  it('names the dropdown for the post and sets the status chosen, with the spec toast', async () => {
    renderWithProviders(<StatusList loads={[loadFixture({ jobNumber: null })]} />);
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Status of load #41' });
    fireEvent.change(select, { target: { value: 'ASSIGNED' } });
    await waitFor(() => expect(sent).toEqual([{ status: 'ASSIGNED' }]));
    expect(await screen.findByText(LOAD_MESSAGES.statusUpdated)).toBeTruthy();
  });
});
