import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

export interface DemoLogin {
  userType: string;
  email: string;
  password: string;
}

/**
 * Fills an empty database with the demo marketplace. Returns the logins, or null when the database
 * already had users (a seed never touches real data).
 */
export async function seedDemoIfEmpty(db: Db): Promise<DemoLogin[] | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash, status: 'active' as const })));
  });
  return DEMO_ACCOUNTS.map(({ userType, email }) => ({ userType, email, password: DEMO_PASSWORD }));
}
