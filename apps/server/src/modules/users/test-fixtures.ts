import type { AuthResult, RegisterBody } from '@loadboard/contracts';
import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';

/** Shared by the account tests: a valid registration, and a user registered through the API. */

let sequence = 0;

export const TEST_PASSWORD = 'Correct-Horse-9';

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
