import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { appSecrets } from './schema/index.ts';

/**
 * A secret every instance shares, generated once and kept in the database (the JWT key, the billing
 * sandbox's signing key): `candidate` is stored unless another instance stored one first. Instances
 * starting together all insert; the first wins and every one reads the winner.
 */
export async function readOrCreateSecret(db: DbOrTx, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The secret ${name} could not be stored`);
  return row.value;
}
