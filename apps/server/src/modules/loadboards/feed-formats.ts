import type { CsvRow, CsvTable } from '../loads/index.ts';
import { decodeCsvText, readCsv } from '../loads/index.ts';
import { FeedFetchError, type FetchedFeed } from './safe-fetch.ts';

/**
 * A fetched feed as a table of the import's shape (header, numbered rows), whatever it was written
 * in: CSV with the import columns; JSON, an array of objects or `{ loads: [...] }` whose keys are
 * those columns (item 1 is row 2, as if its keys were a header row); or an HTML page whose first
 * `<table>` has the columns as its header cells. The columns are then checked by the import's own
 * header rules.
 */
export function readFeed(feed: FetchedFeed): CsvTable {
  const format = feedFormat(feed);
  if (format === 'csv') return readCsv(decodeCsvText(feed.body));
  const text = new TextDecoder('utf-8').decode(feed.body);
  return format === 'json' ? readJsonFeed(text) : readHtmlFeed(text);
}

function feedFormat(feed: FetchedFeed): 'csv' | 'json' | 'html' {
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
  const header: string[] = [];
  for (const item of items) {
    if (item && typeof item === 'object' && !Array.isArray(item))
      for (const key of Object.keys(item)) if (!header.includes(key)) header.push(key);
  }
  const rows: CsvRow[] = items.map((item, index) => {
    const record =
      item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    return { rowNumber: index + 2, values: header.map((key) => cellText(record[key])) };
  });
  return { header, rows };
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A cell's text: tags dropped, character references decoded, white space collapsed. */
function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first `<table>` of a page: its rows (`<tr>`, closing tags optional as HTML allows) and their
 * `<th>`/`<td>` cells; the first row with cells is the header. Comments, scripts and styles are
 * dropped first so they cannot hide or fake a table.
 */
function readHtmlFeed(html: string): CsvTable {
  const clean = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '');
  const table = /<table\b[^>]*>([\s\S]*?)(?:<\/table\s*>|$)/i.exec(clean)?.[1];
  if (table === undefined) throw new FeedFetchError('The page has no table of loads');
  const records: string[][] = [];
  for (const row of table.split(/<tr\b[^>]*>/i).slice(1)) {
    const cells = row
      .split(/<t[hd]\b[^>]*>/i)
      .slice(1)
      .map((cell) => htmlText(cell.replace(/<\/(t[hd]|tr|thead|tbody|tfoot)\s*>[\s\S]*$/i, '')));
    if (cells.length > 0) records.push(cells);
  }
  const [header = [], ...data] = records;
  return {
    header,
    rows: data
      .map((values, index) => ({ rowNumber: index + 2, values }))
      .filter((row) => row.values.some((value) => value !== '')),
  };
}
