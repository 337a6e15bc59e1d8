import './list.css';
import { type ReactNode, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { CardFacts } from './card-facts.tsx';
import { useNarrow } from './use-narrow.ts';

/**
 * Where a column goes on a row's card (the phone-width layout): the card's title line, its top
 * right corner, a paragraph of its own, a label–value fact (the default), its foot (actions), or
 * nowhere.
 */
export type CardPlace = 'title' | 'corner' | 'text' | 'fact' | 'foot' | 'none';

export interface Column<Row> {
  id: string;
  /** The header of the column, and the label of its fact on a card. */
  header: string;
  /** A header read by screen readers only (an actions column). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** The class of the column's cells: widths, wrapping. */
  className?: string;
  /** False: the column shows on cards only (what the table shows inside another column). */
  inTable?: boolean;
  card?: CardPlace;
  /** What a card shows instead of `cell`. */
  cardCell?: (row: Row) => ReactNode;
  /** A fact column that a card splits into several facts (a table's two-line cell). */
  cardFacts?: (row: Row) => [label: string, value: ReactNode][];
}

/** Attributes every row and card carries: a `data-` id to find it by, a class for its state. */
export type RowAttributes = { className?: string } & { [name: `data-${string}`]: string | number };

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  rowAttributes?: (row: Row) => RowAttributes;
  /**
   * The narrowest the table may be. Where the list has less room, each row becomes a card, so
   * nothing scrolls out of sight; the table never squeezes below it either.
   */
  minWidth: number;
  /** A class on the list's box, for a feature's own touches. */
  className?: string;
}

const ALIGN = { start: '', center: 'text-center', end: 'text-end' } as const;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** A list's rows: a table where it has `minWidth`, else one card per row, from the same columns. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowAttributes,
  minWidth,
  className,
}: DataTableProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(box, (width) => width < minWidth);
  return (
    <div ref={box} className={classes('data-list', className)}>
      {narrow ? (
        <RowCards columns={columns} rows={rows} rowKey={rowKey} rowAttributes={rowAttributes} />
      ) : (
        <RowTable
          columns={columns.filter((column) => column.inTable !== false)}
          rows={rows}
          rowKey={rowKey}
          rowAttributes={rowAttributes}
          minWidth={minWidth}
        />
      )}
    </div>
  );
}

type PartProps<Row> = Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'rowAttributes'>;

function RowTable<Row>({
  columns,
  rows,
  rowKey,
  rowAttributes,
  minWidth,
}: PartProps<Row> & { minWidth: number }) {
  return (
    <Card className="border-0 shadow-sm data-table-card">
      <Table responsive hover className="mb-0 align-middle data-table" style={{ minWidth }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={classes(ALIGN[column.align ?? 'start'])}>
                {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td key={column.id} className={classes(ALIGN[column.align ?? 'start'], column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

function RowCards<Row>({ columns, rows, rowKey, rowAttributes }: PartProps<Row>) {
  const placed = (place: CardPlace) => columns.filter((column) => (column.card ?? 'fact') === place);
  const show = (column: Column<Row>, row: Row) => (column.cardCell ?? column.cell)(row);
  const [title, corner, text, facts, foot] = (['title', 'corner', 'text', 'fact', 'foot'] as const).map(
    placed,
  );
  return (
    <ul className="data-cards list-unstyled mb-0">
      {rows.map((row) => {
        const { className, ...attributes } = rowAttributes?.(row) ?? {};
        return (
          <li key={rowKey(row)}>
            <Card className={classes('border-0 shadow-sm data-card', className)} {...attributes}>
              <Card.Body>
                <div className="data-card-head">
                  <div className="data-card-title">
                    {title?.map((column) => (
                      <span key={column.id}>{show(column, row)}</span>
                    ))}
                  </div>
                  {corner?.map((column) => (
                    <div key={column.id} className="data-card-corner">
                      {show(column, row)}
                    </div>
                  ))}
                </div>
                {text?.map((column) => (
                  <div key={column.id} className="data-card-text">
                    {show(column, row)}
                  </div>
                ))}
                <div className="data-card-body">
                  <CardFacts
                    facts={(facts ?? []).flatMap((column) =>
                      column.cardFacts ? column.cardFacts(row) : [[column.header, show(column, row)]],
                    )}
                  />
                  {foot?.map((column) => (
                    <div key={column.id} className="data-card-foot">
                      {show(column, row)}
                    </div>
                  ))}
                </div>
              </Card.Body>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
