import { sql } from 'drizzle-orm';
import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from './client.ts';
import { isoFromTimestampText, isoTimestampText } from './iso-timestamp.ts';

describe('isoFromTimestampText', () => {
  it('writes what a Date makes of the text, for every shape of fraction and offset', () => {
    const texts = [
      '2026-11-13 20:15:13.147213+00',
      '2026-11-13 20:15:13.1479+00',
      '2026-11-13 20:15:13.9999999+00',
      '2026-11-13 20:15:13.5+00',
      '2026-11-13 20:15:13+00',
      '2026-01-01 00:00:00+00',
      // Another session time zone, and offsets with minutes: through a Date.
      '2026-11-13 14:15:13.147213-06',
      '2026-11-14 01:45:13.1+05:30',
    ];
    for (const text of texts) expect(isoFromTimestampText(text), text).toBe(new Date(text).toISOString());
  });

  describe('on the database', () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await openTestDatabase());
    });
    afterAll(async () => drop());

    it('reads timestamps as the Date of the same instant would write them, in UTC and in another zone', async () => {
      const instants = ['2026-11-13T20:15:13.147Z', '2026-03-08T08:30:00.000Z', '1999-12-31T23:59:59.999Z'];
      for (const zone of ['UTC', 'America/Chicago']) {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT set_config('TimeZone', ${zone}, true)`);
          for (const iso of instants) {
            const result = (await tx.execute(sql`SELECT ${iso}::timestamptz::text AS text`)) as unknown as {
              rows: { text: string }[];
            };
            const text = result.rows[0]?.text as string;
            expect(isoFromTimestampText(text), `${zone}: ${text}`).toBe(iso);
          }
        });
      }
    });

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
});
