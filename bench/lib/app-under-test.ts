import type { FastifyInstance } from 'fastify';
import { BENCH_PASSWORD, type BenchAccounts } from '../generate.ts';
import type { Role } from '../scenarios.ts';

/** The app over HTTP on a free loopback port; answers its origin. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** The Authorization header of each role's bench account, signed in through the app. */
export async function signedInHeaders(
  app: FastifyInstance,
  accounts: BenchAccounts,
): Promise<Record<Role, Record<string, string>>> {
  const signIn = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: BENCH_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json().data.token}` };
  };
  return {
    broker: await signIn(accounts.bigBroker.email),
    rfpCarrier: await signIn(accounts.carrier.email),
    rfdCarrier: await signIn(accounts.rfdCarrier.email),
    admin: await signIn(accounts.admin.email),
  };
}
