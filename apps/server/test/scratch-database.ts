import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/**
 * A new database on the TEST_DATABASE_URL server, for one test file: empty, or a copy of `template`
 * with the settings its roles have in it (which a copy leaves behind). Tests that start processes or
 * several instances of their own need a database no other file shares.
 */
export async function createScratchDatabase(prefix: string, template?: string): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for a PostgreSQL test');
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(
    serverUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  if (template) {
    await onServer(
      serverUrl,
      `DO $$
       DECLARE setting record;
       BEGIN
         FOR setting IN
           SELECT roles.rolname, unnest(settings.setconfig) AS pair
           FROM pg_db_role_setting settings
           JOIN pg_database source ON source.oid = settings.setdatabase
           JOIN pg_roles roles ON roles.oid = settings.setrole
           WHERE source.datname = '${template}'
         LOOP
           EXECUTE format('ALTER ROLE %I IN DATABASE %I SET %s TO %L', setting.rolname, '${name}',
             split_part(setting.pair, '=', 1), substr(setting.pair, strpos(setting.pair, '=') + 1));
         END LOOP;
       END $$`,
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Runs one statement on the server of `serverUrl`, on a connection of its own. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
