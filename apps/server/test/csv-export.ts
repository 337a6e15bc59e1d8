import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Account } from './accounts.ts';
import { expectStatus, type TestApp } from './harness.ts';

/** An export as a spreadsheet reads it: csv-parse, strict about quotes and columns. */
export interface ReadExport {
  header: string[];
  rows: Record<string, string>[];
}

/** GET an export; it must be a CSV download named `name-YYYY-MM-DD.csv`, read with a real parser. */
export async function readExport(t: TestApp, url: string, as: Account, name: string): Promise<ReadExport> {
  const res = await t.app.inject({ method: 'GET', url, headers: as.headers });
  expectStatus(res, 200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...records] = parse(res.body, { bom: true }) as string[][];
  return {
    header,
    rows: records.map((record) => Object.fromEntries(header.map((column, i) => [column, record[i] ?? '']))),
  };
}

/** Every row of a paged list, page after page until the last (`key` names the rows in `data`). */
export async function everyPage<Row>(
  t: TestApp,
  url: string,
  as: Account,
  key: string,
  limit = 10,
): Promise<Row[]> {
  const rows: Row[] = [];
  const join = url.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}${join}page=${page}&limit=${limit}`,
      headers: as.headers,
    });
    expectStatus(res, 200);
    const data = res.json().data;
    rows.push(...data[key]);
    if (!data.pagination.hasNextPage) return rows;
  }
}

/** A 422 whose sentences name the field that was wrong. */
export function expectBadFilter(res: LightMyRequestResponse, sentence: RegExp): void {
  expectStatus(res, 422);
  expect(res.json().errors.join(' ')).toMatch(sentence);
}
