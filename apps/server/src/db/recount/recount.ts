import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';
import { TALLY_FIGURES, type TallyFigure } from './figures.ts';

/** A counter row that did not match the rows it counts: its table, key, and kept and true values. */
export interface TallyDrift {
  figure: string;
  key: Record<string, unknown>;
  kept: Record<string, number>;
  true: Record<string, number>;
}

/** Sums of double precision differ in their last bits by the order they were added in. */
const APPROXIMATE_TOLERANCE = 1e-6;

const rowsOf = async <Row>(tx: DbOrTx, text: string): Promise<Row[]> =>
  ((await tx.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;

/** `name` as a JSON object of `columns`, each under its own name, as text (the drivers differ on json). */
const jsonOf = (columns: readonly string[], column: (name: string) => string) =>
  `json_build_object(${columns.map((name) => `'${name}', ${column(name)}`).join(', ')})::text`;

/**
 * The WITH clauses naming the figure's drift: each key whose kept values differ from the true ones,
 * a key missing on either side counting 0, with both.
 */
function driftClauses(figure: TallyFigure): string {
  const keys = figure.keys.join(', ');
  const values = figure.values.join(', ');
  const differs = figure.values
    .map((name) =>
      figure.approximate?.includes(name)
        ? `abs(coalesce(k.${name}, 0) - coalesce(t.${name}, 0)) > ${APPROXIMATE_TOLERANCE}`
        : `coalesce(k.${name}, 0) <> coalesce(t.${name}, 0)`,
    )
    .join(' OR ');
  const both = figure.values
    .map((name) => `coalesce(k.${name}, 0) AS kept_${name}, coalesce(t.${name}, 0) AS true_${name}`)
    .join(', ');
  return `
    kept AS (SELECT ${keys}, ${values} FROM ${figure.table}),
    truth AS (SELECT * FROM (${figure.truth}) AS t(${keys}, ${values})),
    drift AS (
      SELECT ${keys}, ${both}
      FROM kept AS k FULL JOIN truth AS t USING (${keys})
      WHERE ${differs}
    )`;
}

const reportOf = (figure: TallyFigure) => `
  SELECT ${jsonOf(figure.keys, (name) => name)} AS key,
         ${jsonOf(figure.values, (name) => `kept_${name}`)} AS kept,
         ${jsonOf(figure.values, (name) => `true_${name}`)} AS truth
  FROM drift ORDER BY ${figure.keys.join(', ')}`;

/**
 * Adds each drifting row's difference (true minus kept) to the row, as the triggers add theirs: the
 * statement reads the counter table and the rows it counts in one snapshot, so the difference is the
 * drift alone, and a trigger's increment committed meanwhile stays in the row it is added to.
 */
function repairStatement(figure: TallyFigure): string {
  const keys = figure.keys.join(', ');
  return `
    WITH ${driftClauses(figure)},
    repaired AS (
      INSERT INTO ${figure.table} AS x (${keys}, ${figure.values.join(', ')})
      SELECT ${keys}, ${figure.values.map((name) => `true_${name} - kept_${name}`).join(', ')}
      FROM drift ORDER BY ${keys}
      ON CONFLICT (${keys}) DO UPDATE
        SET ${figure.values.map((name) => `${name} = x.${name} + excluded.${name}`).join(', ')}
    )
    ${reportOf(figure)}`;
}

async function recountFigure(tx: DbOrTx, figure: TallyFigure): Promise<TallyDrift[]> {
  const recut = figure.recutPerUser;
  const found = await rowsOf<{ key: string; kept: string; truth: string }>(
    tx,
    recut ? `WITH ${driftClauses(figure)} ${reportOf(figure)}` : repairStatement(figure),
  );
  const drifts = found.map((row) => ({
    figure: figure.table,
    key: JSON.parse(row.key) as Record<string, unknown>,
    kept: JSON.parse(row.kept) as Record<string, number>,
    true: JSON.parse(row.truth) as Record<string, number>,
  }));
  if (drifts.length === 0) return drifts;
  if (recut) {
    const ids = [...new Set(drifts.map((drift) => Number(drift.key.user_id)))].filter(Number.isInteger);
    const users = `ARRAY[${ids.join(', ')}]::integer[]`;
    await tx.execute(sql.raw(recut.lockUsers(users)));
    for (const statement of recut.recut(users)) await tx.execute(sql.raw(statement));
  }
  if (figure.zeroRowsGo) {
    await tx.execute(
      sql.raw(
        `DELETE FROM ${figure.table} WHERE ${figure.values.map((name) => `${name} = 0`).join(' AND ')}`,
      ),
    );
  }
  return drifts;
}

/**
 * Counts every trigger-kept tally again from the rows it counts and repairs the rows that drifted,
 * in one transaction; answers the drift found (none on a healthy database). Writers are never
 * blocked: only drifting rows are written, each adjusted by its difference.
 */
export async function recountTallies(db: Db): Promise<TallyDrift[]> {
  return db.transaction(
    async (tx) => {
      const drifts: TallyDrift[] = [];
      for (const figure of TALLY_FIGURES) drifts.push(...(await recountFigure(tx, figure)));
      return drifts;
    },
    // Each statement reads its own snapshot and adds to the newest version of a row a writer holds.
    { isolationLevel: 'read committed' },
  );
}
