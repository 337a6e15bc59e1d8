import '../../i18n/index.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table.tsx';

afterEach(cleanup);

interface Truck {
  id: number;
  name: string;
  from: string;
  to: string;
  price: string;
}

const rows: Truck[] = [
  { id: 1, name: 'Blue', from: 'Bangor, ME', to: 'Omaha, NE', price: '$2.50/mi' },
  { id: 2, name: 'Red', from: 'Tulsa, OK', to: 'Reno, NV', price: '$1.90/mi' },
];

const columns: Column<Truck>[] = [
  { id: 'name', header: 'Name', card: 'title', cell: (row) => row.name },
  {
    id: 'trip',
    header: 'From / To',
    cell: (row) => `${row.from} → ${row.to}`,
    cardFacts: (row) => [
      ['From', row.from],
      ['To', row.to],
    ],
  },
  { id: 'price', header: 'Price', align: 'end', card: 'corner', cell: (row) => row.price },
  { id: 'hint', header: 'Hint', inTable: false, card: 'text', cell: (row) => `Call ${row.name}` },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    card: 'foot',
    cell: (row) => <button type="button">Open {row.name}</button>,
  },
];

const attributes = (row: Truck) => ({ 'data-truck-id': row.id, className: row.id === 1 ? 'is-new' : '' });

describe('DataTable', () => {
  it('where it has its minimum width: a table of the declared columns', () => {
    // happy-dom lays nothing out (every width is 0), so a minimum of 0 always has room.
    const { container } = render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={attributes}
        minWidth={0}
      />,
    );
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'From / To', 'Price', 'Actions']);
    expect(within(table).getByText('Actions').className).toBe('visually-hidden');
    expect(screen.queryByText('Call Blue')).toBeNull();

    const first = container.querySelector('[data-truck-id="1"]') as HTMLElement;
    expect(first.tagName).toBe('TR');
    expect(first.className).toBe('is-new');
    expect(first.textContent).toContain('Bangor, ME → Omaha, NE');
    expect(within(first).getByText('$2.50/mi').className).toBe('text-end');
    expect(within(first).getByRole('button', { name: 'Open Blue' })).toBeTruthy();
  });

  it('narrower than that: one card per row, from the same columns', () => {
    const { container } = render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={attributes}
        minWidth={640}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const card = container.querySelector('[data-truck-id="2"]') as HTMLElement;
    expect(card.querySelector('.data-card-title')?.textContent).toBe('Red');
    expect(card.querySelector('.data-card-corner')?.textContent).toBe('$1.90/mi');
    expect(card.querySelector('.data-card-text')?.textContent).toBe('Call Red');
    // A two-line column splits into its facts; the foot holds the actions.
    const facts = [...card.querySelectorAll('dt')].map((term) => term.textContent);
    expect(facts).toEqual(['From', 'To']);
    expect(within(card).getByText('Reno, NV').tagName).toBe('DD');
    expect(within(card.querySelector('.data-card-foot') as HTMLElement).getByRole('button').textContent).toBe(
      'Open Red',
    );
    expect(container.querySelector('[data-truck-id="1"]')?.className).toContain('is-new');
  });
});
