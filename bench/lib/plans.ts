import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { asSql, type Statement } from './statements.ts';

export interface PlanVerdict {
  /** The costliest statement's execution time under EXPLAIN ANALYZE. */
  executionMs: number;
  /** The indexes its plan reads. */
  indexes: string[];
  /** The tables its plan reads whole. */
  seqScans: string[];
  markdown: string;
}

const INDEX_NODE = /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g;

/** EXPLAIN (ANALYZE, BUFFERS) of every read the call sent; answers the costliest one's. */
export async function explainStatements(database: Database, statements: Statement[]): Promise<PlanVerdict> {
  let worst: PlanVerdict = { executionMs: 0, indexes: [], seqScans: [], markdown: '(no reads)\n' };
  for (const statement of statements) {
    // A union of reads opens with a parenthesis.
    if (!/^[\s(]*(select|with)\b/i.test(statement.text)) continue;
    const result = (await database.db.execute(
      sql`EXPLAIN (ANALYZE, BUFFERS) ${asSql(statement)}`,
    )) as unknown as {
      rows: Record<string, string>[];
    };
    const plan = result.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    if (executionMs < worst.executionMs) continue;
    worst = {
      executionMs,
      indexes: [...new Set([...plan.matchAll(INDEX_NODE)].map((match) => match[1] as string))],
      seqScans: [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1] as string))],
      markdown: `\`\`\`sql\n${statement.text}\n-- ${JSON.stringify(statement.params)}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\`\n`,
    };
  }
  return worst;
}
