import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; ttlMinutes: number },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + make_interval(mins => ${values.ttlMinutes}::int)`,
  });
}

const isUsable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Whether the token is known, unused and unexpired (a cheap check before hashing a password). */
export async function isResetTokenUsable(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(isUsable(tokenHash));
  return row !== undefined;
}

/**
 * Marks the token used if it still is usable, in one statement, so two requests racing with the same
 * token cannot both succeed. Answers the token's user, or null.
 */
export async function claimResetToken(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(isUsable(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Retires every outstanding reset link of a user (after any password change). */
export async function retireResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
