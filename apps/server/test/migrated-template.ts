import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-client.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory as PGlite dumps it (a tarball), for each file to start from. */
    pgliteImage: string;
    /** A migrated PostgreSQL database each file's own database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run, before any file: each test file then starts from a copy
 * of it rather than creating and migrating its own (harness.ts).
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_ENGINE === 'postgres') {
    const template = await createScratchDatabase('loadboard_template');
    const database = await openPostgres(template.url, { poolSize: 1 });
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-template-'));
  const database = await openPglite(path.join(dir, 'data'));
  await migrate(database);
  await database.close();
  const client = await PGlite.create(path.join(dir, 'data'), { extensions: PGLITE_EXTENSIONS });
  const image = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'image.tar');
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rm(dir, { recursive: true, force: true });
}
