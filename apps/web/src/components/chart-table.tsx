/** One row of a chart's table: what it is (a day, a week, a state) and its values, formatted. */
export interface ChartTableRow {
  key: string;
  header: string;
  cells: string[];
}

/**
 * A chart's numbers as a table for assistive technology, which the drawing is hidden from: the
 * same values the chart draws, written in the user's language, one row per point. Hidden from
 * sight (the wrapper clips it: a table itself takes no overflow).
 */
export function ChartTable({
  caption,
  rowHeader,
  columns,
  rows,
}: {
  caption: string;
  /** The heading of the rows' own column ('Day', 'State'). */
  rowHeader: string;
  columns: string[];
  rows: ChartTableRow[];
}) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={columns[index] ?? index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
