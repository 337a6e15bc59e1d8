import type { AuthResult, RegisterBody, UserProfile, UserType } from '@loadboard/contracts';
import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import { createSessionTokens } from '../src/modules/session/index.ts';
import { createSuperAdmin } from '../src/modules/users/index.ts';
import type { TestApp } from './harness.ts';

/**
 * The test accounts every server test shares: registrations, a signed-in account of any user type,
 * and sign-in through the API. Accounts are made the way users get them (registration, or the
 * create-admin command's function for a SUPER_ADMIN), never by writing rows.
 */

export const TEST_PASSWORD = 'Correct-Horse-9';

let sequence = 0;

/** A valid registration body; each call a new email and username. */
export function newRegistration(overrides: Partial<RegisterBody> = {}) {
  sequence += 1;
  return {
    firstName: 'Dana',
    lastName: 'Whitfield',
    username: `user${sequence}`,
    password: TEST_PASSWORD,
    companyName: 'Blue Ridge Brokerage',
    userType: 'BROKER',
    dotNumber: '3456789',
    contactName: 'Dana Whitfield',
    phone: '704-555-0142',
    email: `user${sequence}@example.com`,
    website: 'https://blueridge.example.com',
    loadBoardUrls: [],
    ...overrides,
  } satisfies RegisterBody;
}

/** Registers through POST /api/auth/register; answers its token, profile and password. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterBody> = {},
): Promise<AuthResult & { password: string }> {
  const body = newRegistration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`Registration failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json().data as AuthResult), password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const tokenClaims = (token: string) =>
  jwt.decode(token) as { sub: string; tv: number; remember: boolean; iat: number; exp: number };

/** Seconds between a token's issue and its expiry. */
export function tokenLifetimeSeconds(token: string): number {
  const claims = tokenClaims(token);
  return claims.exp - claims.iat;
}

/** A signed-in user: the profile, the session token, and the headers that carry it. */
export interface Account {
  user: UserProfile;
  token: string;
  headers: Record<string, string>;
}

const asAccount = (user: UserProfile, token: string): Account => ({ user, token, headers: bearer(token) });

let adminSequence = 0;

/**
 * A new signed-in account of `userType`: registered through the API, or (SUPER_ADMIN, which
 * registration refuses) created by the create-admin command's function, its token signed as a
 * sign-in would sign it without spending the login rate limit.
 */
export async function signUp(t: TestApp, userType: UserType, companyName?: string): Promise<Account> {
  if (userType !== 'SUPER_ADMIN') {
    const registered = await registerUser(t.app, { userType, ...(companyName ? { companyName } : {}) });
    return asAccount(registered.user, registered.token);
  }
  adminSequence += 1;
  const outcome = await createSuperAdmin(t.database.db, {
    email: `admin${adminSequence}-${process.pid}@example.com`,
    password: TEST_PASSWORD,
    username: `admin${adminSequence}-${process.pid}`,
    firstName: 'Alex',
    lastName: 'Morgan',
    companyName: companyName ?? 'Load Board HQ',
  });
  if (!outcome.created) throw new Error('the admin was not created');
  const secret = t.config.JWT_SECRET;
  if (!secret) throw new Error('the test app has no JWT_SECRET');
  const token = createSessionTokens(secret).issue({
    userId: outcome.admin.id,
    tokenVersion: 0,
    remember: false,
  });
  return asAccount(outcome.admin, token);
}

/** Signs an existing account in through POST /api/auth/login (this spends the login rate limit). */
export async function signInAs(
  t: TestApp,
  who: { email: string },
  password: string = TEST_PASSWORD,
): Promise<Account> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.email, password },
  });
  if (res.statusCode !== 200) throw new Error(`Sign-in failed: ${res.statusCode} ${res.body}`);
  const { user, token } = res.json().data as AuthResult;
  return asAccount(user, token);
}

/** One account of each type, plus a second broker for "someone else's post". */
export async function accounts(t: TestApp) {
  const [broker, rfp, rfd, admin, otherBroker] = await Promise.all([
    signUp(t, 'BROKER', 'Blue Ridge Brokerage'),
    signUp(t, 'RFP_CARRIER', 'Prairie Freight'),
    signUp(t, 'RFD_CARRIER', 'Lone Star Hauling'),
    signUp(t, 'SUPER_ADMIN'),
    signUp(t, 'BROKER', 'Harbor Logistics'),
  ]);
  return { broker, rfp, rfd, admin, otherBroker };
}
