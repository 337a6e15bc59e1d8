import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the TEST_DATABASE_URL server, for one test file: tests that start
 * processes or several instances of their own need a database no other file shares.
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for a PostgreSQL test');
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
