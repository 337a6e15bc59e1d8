import { E2E_SANDBOX_SECRET } from './billing.ts';

/** The settings every server the browser specs run against shares (serve-fresh.ts, the cluster's). */
export const E2E_SERVER_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  // Every test comes from 127.0.0.1; the limits themselves are covered by the API tests. One
  // account's hourly budget stays low enough for the sign-in journey to reach: each account of the
  // suite sees only a few failures.
  LOGIN_IP_FAILURES: '10000',
  LOGIN_ACCOUNT_IP_FAILURES: '10000',
  LOGIN_SLOWDOWN_AFTER: '10000',
  LOGIN_ACCOUNT_FAILURES_PER_HOUR: '10',
  REGISTER_RATE_LIMIT: '10000',
  FORGOT_RATE_LIMIT: '10000',
  FORGOT_IP_RATE_LIMIT: '10000',
  // The subscription spec sends the sandbox provider's signed webhooks, as a provider would.
  BILLING_SANDBOX_SECRET: E2E_SANDBOX_SECRET,
  // The load-board specs serve their feeds from a server on loopback.
  LOADBOARD_ALLOW_PRIVATE: 'true',
};
