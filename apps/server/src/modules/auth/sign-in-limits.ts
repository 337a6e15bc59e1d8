import type { AuthResult, loginBody } from '@loadboard/contracts';
import type { z } from 'zod';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { clearRateLimit, countAgainst, marksLeft, setMark, uncount } from '../../plugins/rate-limit.ts';
import { type AuthDeps, login } from './service.ts';

/*
 * The sign-in policy, OWASP's device-cookie scheme. A browser that signed in to an account before
 * holds a device cookie for it (device-cookie.ts): with the right password it is never refused for
 * what other clients did, and only its own failures (LOGIN_DEVICE_FAILURES a window) lock it out.
 * Every other client is unknown, and only unknown clients' failures count against the account and
 * the address: generous per address (an office shares one), strict per account and address (one
 * machine guessing one account), and past a budget each further failure makes the account's next
 * unknown attempt wait, twice as long each time, up to a minute. However spread out, unknown
 * clients together get at most LOGIN_ACCOUNT_FAILURES_PER_HOUR failed guesses on an account an hour.
 */

export interface SignInLimits {
  addressFailures: number;
  accountFailures: number;
  accountFailuresPerHour: number;
  deviceFailures: number;
  slowdownAfter: number;
  windowMinutes: number;
}

/** Who is signing in: their address, and the device id of their cookie for the account, if any. */
export interface SignInClient {
  ip: string;
  device: string | null;
}

/** The longest wait that failures from many addresses can put on an account. */
const MAX_WAIT_SECONDS = 60;
const HOUR_SECONDS = 60 * 60;

const keysOf = (email: string, ip: string) => ({
  address: `login:ip:${ip}`,
  accountAddress: `login:account-ip:${email}|${ip}`,
  account: `login:account:${email}`,
  accountHour: `login:account-hour:${email}`,
  wait: `login:wait:${email}`,
});

const wrongPassword = (error: unknown): error is AppError =>
  error instanceof AppError && error.statusCode === 401;

/** Signs in under the policy above: 429 with Retry-After when refused, 401 with it when slowed. */
export async function signIn(
  deps: AuthDeps,
  limits: SignInLimits,
  body: z.output<typeof loginBody>,
  client: SignInClient,
): Promise<AuthResult> {
  return client.device === null
    ? signInUnknown(deps, limits, body, client.ip)
    : signInKnownDevice(deps, limits, body, client.device);
}

async function signInKnownDevice(
  deps: AuthDeps,
  limits: SignInLimits,
  body: z.output<typeof loginBody>,
  device: string,
): Promise<AuthResult> {
  const key = `login:device:${device}`;
  // Counted before the password is checked, in one atomic statement, so concurrent guesses cannot
  // all slip under the limit; an attempt that turns out not to be a failure is taken back.
  const { retryAfterSeconds } = await countAgainst(
    deps.db,
    [{ key, limit: limits.deviceFailures }],
    limits.windowMinutes * 60,
  );
  if (retryAfterSeconds !== null) {
    await uncount(deps.db, [key]);
    throw tooManyRequests(retryAfterSeconds);
  }
  try {
    const result = await login(deps, body);
    await clearRateLimit(deps.db, key);
    return result;
  } catch (error) {
    if (!wrongPassword(error)) await uncount(deps.db, [key]);
    throw error;
  }
}

async function signInUnknown(
  deps: AuthDeps,
  limits: SignInLimits,
  body: z.output<typeof loginBody>,
  ip: string,
): Promise<AuthResult> {
  const keys = keysOf(body.email, ip);
  const wait = (await marksLeft(deps.db, [keys.wait])).get(keys.wait);
  if (wait !== undefined) throw tooManyRequests(wait);
  const counted = [keys.address, keys.accountAddress, keys.account, keys.accountHour];
  const { counts, retryAfterSeconds } = await countAgainst(
    deps.db,
    [
      { key: keys.address, limit: limits.addressFailures },
      { key: keys.accountAddress, limit: limits.accountFailures },
      { key: keys.account, limit: Number.POSITIVE_INFINITY },
      { key: keys.accountHour, limit: limits.accountFailuresPerHour, windowSeconds: HOUR_SECONDS },
    ],
    limits.windowMinutes * 60,
  );
  if (retryAfterSeconds !== null) {
    await uncount(deps.db, counted);
    throw tooManyRequests(retryAfterSeconds);
  }

  let result: AuthResult;
  try {
    result = await login(deps, body);
  } catch (error) {
    if (!wrongPassword(error)) {
      await uncount(deps.db, counted);
      throw error;
    }
    const beyondBudget = (counts.get(keys.account) ?? 0) - limits.slowdownAfter;
    if (beyondBudget <= 0) throw error;
    const waitSeconds = Math.min(2 ** beyondBudget, MAX_WAIT_SECONDS);
    await setMark(deps.db, keys.wait, waitSeconds);
    throw error.withRetryAfter(waitSeconds);
  }

  await uncount(deps.db, [keys.address, keys.account, keys.accountHour]);
  // The owner got in: their earlier mistakes from this address no longer count against them.
  await clearRateLimit(deps.db, keys.accountAddress);
  return result;
}
