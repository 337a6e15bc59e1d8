import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((value) => value === 'true' || value === '1');

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (X-Forwarded-For): `false`, a hop count, or proxy addresses.
 * `true` is refused: it believes whatever address a client writes, which defeats per-address limits.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim();
    if (text === 'false' || text === '0' || text === '') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (text !== 'true' && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        text === 'true'
          ? 'TRUST_PROXY=true would believe any X-Forwarded-For a client sends; name your proxies instead: ' +
            'how many stand in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.0/8)'
          : 'TRUST_PROXY must be false, a hop count (1) or proxy addresses and ranges (10.0.0.1,10.0.0.0/8, loopback)',
    });
    return z.NEVER;
  });

/** Every setting the server reads, with the defaults of the embedded mode. Listed in docs/configuration.md. */
const schema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the browser reaches the app; used in emailed links. */
  PUBLIC_URL: optionalText,
  /** PostgreSQL server; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /**
   * A direct connection to the same database (not through a transaction pooler), for what lives as
   * long as a session: LISTEN for live updates and job wake-ups, the migrations' lock.
   */
  DATABASE_LISTEN_URL: optionalText,
  /**
   * false sends every statement unnamed: for a pooler in transaction mode that cannot carry named
   * prepared statements from one server connection to another (PgBouncer before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: flag('true'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** Signs session tokens. When absent, a random secret is generated once and kept in the database. */
  JWT_SECRET: optionalText,
  /** smtp:// or smtps:// URL; when absent, emails are written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Load Board <no-reply@loadboard.local>'),
  /** Seed the demo marketplace into an empty database (default: only for the embedded database). */
  SEED_DEMO: z.enum(['true', 'false', 'auto']).default('auto'),
  /** Failed sign-ins per window from one address by unknown clients, whatever the account. */
  LOGIN_IP_FAILURES: z.coerce.number().int().min(1).default(100),
  /** Failed sign-ins per window on one account from one address by unknown clients. */
  LOGIN_ACCOUNT_IP_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins per window on one account by unknown clients before each further one adds a wait. */
  LOGIN_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(20),
  /** Failed sign-ins an hour on one account by all unknown clients together (ASVS 2.2.1). */
  LOGIN_ACCOUNT_FAILURES_PER_HOUR: z.coerce.number().int().min(1).default(100),
  /** Failed sign-ins per window from one known device before it too is refused for the window. */
  LOGIN_DEVICE_FAILURES: z.coerce.number().int().min(1).default(10),
  /** How long a browser that signed in to an account stays a known device of it. */
  DEVICE_COOKIE_DAYS: z.coerce.number().int().min(1).default(30),
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  FORGOT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  FORGOT_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  TRUST_PROXY: trustProxy,
  /** Run the background jobs beside HTTP; false for web-only instances (`npm run worker` runs them). */
  RUN_JOBS: flag('true'),
  /**
   * API requests working at once; the others wait in line (admission control). Default: twice
   * DATABASE_POOL_SIZE on PostgreSQL, 4 on the embedded engine (one connection).
   */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).optional(),
  /** The longest a request waits in that line; one that would wait longer is answered 503 at once. */
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(0).default(3000),
  /** On SIGTERM or SIGINT, how long requests already received have to be answered before closing. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Days of free access a new account starts with. */
  TRIAL_DAYS: z.coerce.number().int().min(0).default(14),
  /**
   * `sandbox` (default): the app's own hosted checkout, no outside service, no card charged;
   * `chargebee` in production. With NODE_ENV=production it must be set (see billingProviderIsChosen).
   */
  BILLING_PROVIDER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['sandbox', 'chargebee']).optional(),
  ),
  /** Chargebee site name (`acme` for acme.chargebee.com) and API key, for BILLING_PROVIDER=chargebee. */
  CHARGEBEE_SITE: optionalText,
  CHARGEBEE_API_KEY: optionalText,
  /** Where the Chargebee API is reached, when not https://<site>.chargebee.com (tests: a fake on loopback). */
  CHARGEBEE_API_URL: optionalText,
  /** The HTTP Basic credentials Chargebee's webhook settings send to POST /api/billing/webhook. */
  CHARGEBEE_WEBHOOK_USERNAME: optionalText,
  CHARGEBEE_WEBHOOK_PASSWORD: optionalText,
  /**
   * The key the sandbox signs its checkout links, invoice links and webhooks with. When absent, one
   * is generated once and kept in the database; set it to send the sandbox webhooks of your own.
   */
  BILLING_SANDBOX_SECRET: optionalText,
  /**
   * Road miles and driving directions: the built-in Interstate network (offline), or a routing server
   * at ROUTING_URL (OSRM's or Valhalla's HTTP API), with the built-in route when it fails or is slow.
   */
  ROUTING_PROVIDER: z.enum(['builtin', 'osrm', 'valhalla']).default('builtin'),
  ROUTING_URL: optionalText,
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** After a failure the routing server is left alone this long: each route would wait out its time-out. */
  ROUTING_RETRY_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * A tile server for the Search Loads map, as Leaflet reads it (`https://tiles.example.com/{z}/{x}/{y}.png`),
   * with its attribution. Without it the map draws its own offline basemap of states and cities.
   */
  MAP_TILES_URL: optionalText,
  MAP_TILES_ATTRIBUTION: optionalText,
  /**
   * Load-board sync: feeds on private, loopback and link-local addresses are refused unless this is
   * true (a feed server on the operator's own network; the tests' feed server on loopback).
   */
  LOADBOARD_ALLOW_PRIVATE: flag('false'),
  /** The longest one feed may take, redirects included. */
  LOADBOARD_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * A sync run (Sync All, or a member's own) whose worker has not reported for this long is taken
   * over by another worker (its process died mid-run); longer than one feed may take.
   */
  LOADBOARD_SYNC_STALE_MS: z.coerce.number().int().min(500).default(120_000),
  /**
   * Where `GET /metrics` (Prometheus's text format) is served, apart from the app: a port of its own
   * on METRICS_HOST, for the server and the worker alike; or, with METRICS_TOKEN, on the app's port
   * to a scraper that sends `Authorization: Bearer <token>`. Neither set: no metrics are served.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters long').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * In production the sandbox, whose checkout takes no card, runs only when BILLING_PROVIDER=sandbox
 * says so: left to the default, anyone could subscribe for free.
 */
const settings = schema
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production' && config.BILLING_PROVIDER === undefined)
      context.addIssue({
        code: 'custom',
        path: ['BILLING_PROVIDER'],
        message:
          'BILLING_PROVIDER must be set when NODE_ENV=production: chargebee to take payments, or ' +
          'sandbox to run the test checkout, which charges no card',
      });
  })
  .transform((config) => ({ ...config, BILLING_PROVIDER: config.BILLING_PROVIDER ?? 'sandbox' }));

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count is a function because Fastify, given a bare
 * number, trusts no hop at all (it cannot tell the proxy from a client that reached the app directly).
 */
export function proxyTrust(setting: false | number | string[]) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export type Config = z.infer<typeof settings> & { publicUrl: string; outboxDir: string; pgliteDir: string };

/** How the server, the worker and the command-line tools open the database of `config`. */
export function databaseSettings(config: Config) {
  return {
    databaseUrl: config.DATABASE_URL,
    listenUrl: config.DATABASE_LISTEN_URL,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
    pgliteDir: config.pgliteDir,
    poolSize: config.DATABASE_POOL_SIZE,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settings.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
  };
}
