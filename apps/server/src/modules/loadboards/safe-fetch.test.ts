import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFeedServer } from '../../../test/fake-feed-server.ts';
import { isPublicAddress } from './address-policy.ts';
import { readFeed } from './feed-formats.ts';
import { FeedFetchError, type FetchPolicy, fetchFeed } from './safe-fetch.ts';

let feeds: Awaited<ReturnType<typeof startFakeFeedServer>>;
beforeAll(async () => {
  feeds = await startFakeFeedServer();
});
afterAll(() => feeds.close());

const open: FetchPolicy = { allowPrivate: true, timeoutMs: 2000 };
const closed: FetchPolicy = { allowPrivate: false, timeoutMs: 2000 };

async function refusal(address: string, policy: FetchPolicy): Promise<string> {
  const error = await fetchFeed(address, policy).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedFetchError);
  return (error as Error).message;
}

describe('which addresses are public', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '[::1]',
    '192.0.2.10',
    '198.51.100.7',
    '203.0.113.250',
    '2001:db8::1',
    '64:ff9b::7f00:1',
    '64:ff9b::8.8.8.8',
    '::127.0.0.1',
    '[::127.0.0.1]',
    '::a00:1',
    '2002:7f00:1::1',
  ])('%s is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(['8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('fetching a feed', () => {
  it('reads CSV, JSON (an array or { loads }) and the first table of an HTML page as the import columns', async () => {
    for (const path of ['/csv', '/json', '/json-wrapped', '/html']) {
      const table = readFeed(await fetchFeed(feeds.url(path), open));
      expect(table.header, path).toEqual([
        'jobNumber',
        'pickupZip',
        'deliveryZip',
        'pickupDate',
        'deliveryDate',
        'balance',
        'rate',
      ]);
      expect(
        table.rows.map((row) => [row.rowNumber, row.values[0]]),
        path,
      ).toEqual([
        [2, 'A-1'],
        [3, 'A-2'],
      ]);
    }
  });

  it('follows a redirect', async () => {
    const fetched = await fetchFeed(feeds.url('/redirect?to=/json'), open);
    expect(fetched.contentType).toBe('application/json');
    expect(fetched.url).toBe(feeds.url('/json'));
  });

  it('gives up on a feed slower than the time-out', async () => {
    const started = Date.now();
    expect(await refusal(feeds.url('/slow'), { ...open, timeoutMs: 300 })).toBe(
      'The load board did not answer within 0.3 seconds',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a 404, a body over 5 MB and a redirect loop', async () => {
    expect(await refusal(feeds.url('/missing'), open)).toBe('The load board answered 404 Not Found');
    expect(await refusal(feeds.url('/huge'), open)).toBe(
      'The load board sent more than 5 MB; feeds are limited to 5 MB',
    );
    expect(await refusal(feeds.url('/loop'), open)).toBe('The load board redirected more than 3 times');
    // Three redirects are followed, the fourth refused.
    expect(feeds.state.requests.filter((path) => path === '/loop')).toHaveLength(4);
  });

  it('fetches only http and https', async () => {
    expect(await refusal('ftp://example.com/feed.csv', open)).toBe(
      'Only http and https load boards are fetched, not ftp',
    );
    expect(await refusal('file:///etc/passwd', open)).toBe(
      'Only http and https load boards are fetched, not file',
    );
  });

  it('refuses loopback feeds while LOADBOARD_ALLOW_PRIVATE is off, by address and by name', async () => {
    const before = feeds.state.requests.length;
    expect(await refusal(feeds.url('/csv'), closed)).toMatch(
      /^127\.0\.0\.1 is a private, loopback or link-local address/,
    );
    expect(await refusal(`http://localhost:${feeds.port}/csv`, closed)).toMatch(
      /^localhost is a private, loopback or link-local address \((127\.0\.0\.1|::1)\)/,
    );
    // Nothing reached the server.
    expect(feeds.state.requests.length).toBe(before);
  });

  it('checks every hop: a public feed redirecting to a private address is refused', async () => {
    // 127.0.0.1 stands for a public board here; the redirect leads to another loopback address.
    const policy: FetchPolicy = { ...closed, isPublic: (address) => address === '127.0.0.1' };
    expect(readFeed(await fetchFeed(feeds.url('/csv'), policy)).rows).toHaveLength(2);
    expect(await refusal(feeds.url('/redirect?to=http://127.0.0.2/csv'), policy)).toMatch(
      /^127\.0\.0\.2 is a private/,
    );
  });

  it('reports a feed that is not a table of loads', () => {
    const feed = (body: string, contentType: string) => ({ body: Buffer.from(body), contentType, url: 'x' });
    expect(() => readFeed(feed('{"items": []}', 'application/json'))).toThrow(
      'A JSON feed must be an array of loads or an object with a "loads" array',
    );
    expect(() => readFeed(feed('<html><p>no loads today</p></html>', 'text/html'))).toThrow(
      'The page has no table of loads',
    );
    expect(readFeed(feed('<table><tr><th>A &amp; B</th><td>x<br>y</td>', 'text/html'))).toEqual({
      header: ['A & B', 'x y'],
      rows: [],
    });
  });
});
