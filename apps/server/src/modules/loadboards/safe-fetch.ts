import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.ts';

/** Feed bodies larger than this are refused (decisions.md, Load boards). */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** Redirects followed per feed; the next one is refused. */
export const FEED_MAX_REDIRECTS = 3;

export interface FetchPolicy {
  /** LOADBOARD_ALLOW_PRIVATE: private, loopback and link-local addresses may be fetched. */
  allowPrivate: boolean;
  /** The longest the whole fetch may take, redirects included (LOADBOARD_FETCH_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * Which addresses count as public (isPublicAddress). Tests name one loopback address public to
   * serve a redirect to another, which must then be refused.
   */
  isPublic?: (address: string) => boolean;
}

export interface FetchedFeed {
  body: Buffer;
  /** The media type without parameters, lower case ('text/csv'); empty when not sent. */
  contentType: string;
  /** Where the body came from after redirects. */
  url: string;
}

/** A feed that could not be fetched; `message` is the sentence the member sees. */
export class FeedFetchError extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function refusedAddress(host: string, address: string): FeedFetchError {
  return new FeedFetchError(
    `${host} is a private, loopback or link-local address (${address}); load boards must be on the public internet`,
  );
}

/**
 * dns.lookup, then every address it gives is checked; the connection goes to the checked address
 * (Node connects to what the lookup hook answers), so a name cannot resolve to a public address for
 * the check and a private one for the connection.
 */
function checkedLookup(policy: FetchPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const isPublic = policy.isPublic ?? isPublicAddress;
      const bad = addresses.find((entry) => !isPublic(entry.address));
      if (bad && !policy.allowPrivate) return callback(refusedAddress(hostname, bad.address), '', 0);
      const first = addresses[0];
      if (!first) return callback(new FeedFetchError(`${hostname} has no address`), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

function parseFeedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FeedFetchError(`${text} is not a web address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedFetchError(
      `Only http and https load boards are fetched, not ${url.protocol.replace(':', '')}`,
    );
  return url;
}

/** One hop: the response, its body not read yet. */
function request(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written in the URL skips the lookup hook: it is checked here.
  if (isIP(host) !== 0 && !policy.allowPrivate && !(policy.isPublic ?? isPublicAddress)(host))
    return Promise.reject(refusedAddress(host, host));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: 'GET',
      signal,
      lookup: checkedLookup(policy),
      headers: {
        accept: 'text/csv, application/json, text/html;q=0.9, */*;q=0.5',
        'user-agent': 'LoadBoardSync/1.0',
      },
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readCapped(response: IncomingMessage): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > FEED_MAX_BYTES) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > FEED_MAX_BYTES) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const tooLarge = () => new FeedFetchError('The load board sent more than 5 MB; feeds are limited to 5 MB');

/** Network errors as sentences; our own refusals pass through. */
function explain(error: unknown, url: URL, signal: AbortSignal, timeoutMs: number): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted)
    return new FeedFetchError(`The load board did not answer within ${timeoutMs / 1000} seconds`);
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new FeedFetchError(`${url.hostname} could not be found`);
  if (code === 'ECONNREFUSED') return new FeedFetchError(`${url.host} refused the connection`);
  return new FeedFetchError(`The load board could not be reached (${code ?? (error as Error).message})`);
}

/**
 * GET a load board's feed safely (decisions.md, Load boards): http and https only, each hop's
 * address checked (see checkedLookup), at most FEED_MAX_REDIRECTS redirects, FEED_MAX_BYTES, and
 * `timeoutMs` for the whole of it.
 */
export async function fetchFeed(address: string, policy: FetchPolicy): Promise<FetchedFeed> {
  let url = parseFeedUrl(address);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await request(url, policy, controller.signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location)
          throw new FeedFetchError(`The load board answered ${status} without saying where to go`);
        if (redirects === FEED_MAX_REDIRECTS)
          throw new FeedFetchError(`The load board redirected more than ${FEED_MAX_REDIRECTS} times`);
        url = parseFeedUrl(new URL(location, url).toString());
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new FeedFetchError(`The load board answered ${status} ${response.statusMessage ?? ''}`.trim());
      }
      const body = await readCapped(response);
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      return { body, contentType, url: url.toString() };
    }
  } catch (error) {
    throw explain(error, url, controller.signal, policy.timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}
