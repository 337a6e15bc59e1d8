import type { CsvRow, CsvTable } from '../loads/index.ts';
import { decodeCsvText, readCsv } from '../loads/index.ts';
import { readFirstHtmlTable } from './html-table.ts';
import { FeedFetchError } from './safe-fetch.ts';

/** A fetched feed as its reader needs it: the bytes and their media type ('text/csv'). */
export interface FeedBody {
  body: Uint8Array;
  contentType: string;
}

/**
 * A fetched feed as a table of the import's shape (header, numbered rows), whatever it was written
 * in: CSV with the import columns; JSON, an array of objects or `{ loads: [...] }` whose keys are
 * those columns (item 1 is row 2, as if its keys were a header row); or an HTML page whose first
 * `<table>` has the columns as its header cells. The columns are then checked by the import's own
 * header rules.
 */
export function readFeed(feed: FeedBody): CsvTable {
  const format = feedFormat(feed);
  if (format === 'csv') return readCsv(decodeCsvText(feed.body));
  const text = new TextDecoder('utf-8').decode(feed.body);
  return format === 'json' ? readJsonFeed(text) : readHtmlFeed(text);
}

function feedFormat(feed: FeedBody): 'csv' | 'json' | 'html' {
  const type = feed.contentType;
  if (type.includes('json')) return 'json';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type === 'text/csv' || type === 'application/csv') return 'csv';
  // text/plain, octet-stream or nothing: the first character tells.
  const start = new TextDecoder('utf-8')
    .decode(feed.body.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return 'json';
  if (start.startsWith('<')) return 'html';
  return 'csv';
}

/** A JSON value as the text a CSV cell would hold. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function readJsonFeed(text: string): CsvTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new FeedFetchError('The feed is not valid JSON');
  }
  const items = Array.isArray(parsed) ? parsed : (parsed as { loads?: unknown } | null)?.loads;
  if (!Array.isArray(items))
    throw new FeedFetchError('A JSON feed must be an array of loads or an object with a "loads" array');
  const keys = new Set<string>();
  for (const item of items) {
    if (item && typeof item === 'object' && !Array.isArray(item))
      for (const key of Object.keys(item)) keys.add(key);
  }
  const header = [...keys];
  const rows: CsvRow[] = items.map((item, index) => {
    const record =
      item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    return { rowNumber: index + 2, values: header.map((key) => cellText(record[key])) };
  });
  return { header, rows };
}

/**
 * The first `<table>` of a page (`readFirstHtmlTable`); its first row with cells is the header, and
 * rows whose cells are all empty are left out.
 */
function readHtmlFeed(html: string): CsvTable {
  const records = readFirstHtmlTable(html);
  if (records === null) throw new FeedFetchError('The page has no table of loads');
  const [header = [], ...data] = records;
  return {
    header,
    rows: data
      .map((values, index) => ({ rowNumber: index + 2, values }))
      .filter((row) => row.values.some((value) => value !== '')),
  };
}
