import { databaseSettings, loadConfig } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

/** Opens and migrates the configured database for a one-off command, closing it afterwards. */
export async function withMigratedDatabase(run: (database: Database) => Promise<void>) {
  const config = loadConfig();
  const database = await openDatabase(databaseSettings(config));
  try {
    await migrate(database);
    await run(database);
  } finally {
    await database.close();
  }
}
