import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/jobs/test-sql.ts';

/**
 * `count` BROKER accounts written straight as rows, their ids ascending, for tests about a table's
 * triggers that need many users (registering each would hash a password apiece). They cannot sign
 * in; accounts.ts makes the accounts that do.
 */
export async function insertUserRows(database: Database, count: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    database,
    sql`
    INSERT INTO users (email, username, password_hash, first_name, last_name, company_name, user_type,
                       contact_name, phone)
    SELECT 'row' || g || '-' || ${Math.random()} || '@example.com', 'row' || g || '-' || ${Math.random()},
           'not a hash', 'Ada', 'Lovelace', 'Row Co', 'BROKER', 'Ada', '704-555-0142'
    FROM generate_series(1, ${count}) AS g
    RETURNING id`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
