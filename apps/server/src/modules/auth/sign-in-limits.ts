import type { AuthResult, loginBody } from '@loadboard/contracts';
import type { z } from 'zod';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { clearRateLimit, countAgainst, marksLeft, setMark, uncount } from '../../plugins/rate-limit.ts';
import { type AuthDeps, login } from './service.ts';

/*
 * The sign-in policy. Only failures count, so an office behind one address signs in every morning
 * without tripping anything. Per address the limit is generous (it guards against one machine
 * guessing many accounts); per account and address it is strict (one machine guessing one account).
 * An account guessed at from many addresses is not locked: past a budget of failures, each further
 * failure makes the next attempt from an unknown address wait, twice as long each time, up to a
 * minute. An address that signed in to the account before is known to it, and a known address with
 * the right password is never refused: an attacker cannot lock an owner out from elsewhere.
 */

export interface SignInLimits {
  addressFailures: number;
  accountFailures: number;
  slowdownAfter: number;
  knownAddressDays: number;
  windowMinutes: number;
}

/** The longest wait that failures from many addresses can put on an account. */
const MAX_WAIT_SECONDS = 60;

const keysOf = (email: string, ip: string) => ({
  address: `login:ip:${ip}`,
  accountAddress: `login:account-ip:${email}|${ip}`,
  account: `login:account:${email}`,
  wait: `login:wait:${email}`,
  known: `login:known:${email}|${ip}`,
});

/** Remembers that `ip` signed in to the account of `email` (after sign-in or registration). */
export async function rememberAddress(
  deps: AuthDeps,
  limits: SignInLimits,
  email: string,
  ip: string,
): Promise<void> {
  await setMark(deps.db, keysOf(email, ip).known, limits.knownAddressDays * 24 * 60 * 60);
}

/** Signs in under the policy above: 429 with Retry-After when refused, 401 with it when slowed. */
export async function signIn(
  deps: AuthDeps,
  limits: SignInLimits,
  body: z.output<typeof loginBody>,
  ip: string,
): Promise<AuthResult> {
  const keys = keysOf(body.email, ip);
  const marks = await marksLeft(deps.db, [keys.known, keys.wait]);
  const known = marks.has(keys.known);
  const wait = marks.get(keys.wait);
  if (!known && wait !== undefined) throw tooManyRequests(wait);
  // Counted before the password is checked, in one atomic statement, so concurrent guesses cannot
  // all slip under a limit; an attempt that turns out not to be a failure is taken back.
  const counted = [keys.address, keys.accountAddress, keys.account];
  const { counts, retryAfterSeconds } = await countAgainst(
    deps.db,
    [
      { key: keys.address, limit: limits.addressFailures },
      { key: keys.accountAddress, limit: limits.accountFailures },
      { key: keys.account, limit: Number.POSITIVE_INFINITY },
    ],
    limits.windowMinutes * 60,
  );
  if (!known && retryAfterSeconds !== null) {
    await uncount(deps.db, counted);
    throw tooManyRequests(retryAfterSeconds);
  }

  let result: AuthResult;
  try {
    result = await login(deps, body);
  } catch (error) {
    const wrongPassword = error instanceof AppError && error.statusCode === 401;
    if (!wrongPassword) {
      await uncount(deps.db, counted);
      throw error;
    }
    const beyondBudget = (counts.get(keys.account) ?? 0) - limits.slowdownAfter;
    if (beyondBudget <= 0) throw error;
    const wait = Math.min(2 ** beyondBudget, MAX_WAIT_SECONDS);
    await setMark(deps.db, keys.wait, wait);
    throw error.withRetryAfter(wait);
  }

  await uncount(deps.db, [keys.address, keys.account]);
  // The owner got in: their earlier mistakes from this address no longer count against them.
  await clearRateLimit(deps.db, keys.accountAddress);
  await rememberAddress(deps, limits, body.email, ip);
  return result;
}
