import { sql } from 'drizzle-orm';
import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../client.ts';
import { isoTimestampText } from './iso-timestamp.ts';

describe('isoTimestampText', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => drop());

  it('writes timestamps in SQL as the Date of the same instant would, milliseconds cut, in any zone', async () => {
    const probe = pgTable('iso_probe', { at: timestamp('at', { withTimezone: true }) });
    const instants = [
      '2026-11-13 20:15:13.147913+00',
      '2026-03-08 08:30:00+00',
      '1999-12-31 23:59:59.9999+00',
    ];
    for (const zone of ['UTC', 'America/Chicago']) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('TimeZone', ${zone}, true)`);
        await tx.execute(sql`CREATE TEMP TABLE iso_probe (at timestamptz) ON COMMIT DROP`);
        for (const instant of instants) {
          await tx.execute(sql`INSERT INTO iso_probe VALUES (${instant}::timestamptz)`);
          const [row] = await tx.select({ iso: isoTimestampText(probe.at) }).from(probe);
          expect(row?.iso, `${zone}: ${instant}`).toBe(new Date(instant).toISOString());
          await tx.execute(sql`DELETE FROM iso_probe`);
        }
      });
    }
  });
});
