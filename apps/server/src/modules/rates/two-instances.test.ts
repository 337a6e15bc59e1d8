import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LaneRate, TopLanes } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/scratch-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openPostgres } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { makeDeals, rates } from './test-fixtures.ts';

/**
 * Fresh within a minute across instances: two instances on one PostgreSQL database, each with its
 * own pool; a deal accepted through one is counted by the other's lane lookup and top lanes. Only in
 * the postgres project: PGlite serves one process.
 */

let scratch: ScratchDatabase;
let dataDir: string;
const databases: Database[] = [];
const instances: TestApp[] = [];

describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('market rates across two instances', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase('loadboard_rates');
    databases.push(
      await openPostgres(scratch.url, { poolSize: 4 }),
      await openPostgres(scratch.url, { poolSize: 4 }),
    );
    await migrate(databases[0] as Database);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-rates-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret',
      DATA_DIR: dataDir,
      REGISTER_RATE_LIMIT: '100000',
    });
    for (const database of databases) {
      const app = await buildApp({ config, database, serveWebApp: false });
      instances.push({ app, database, config, close: () => app.close() });
    }
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const database of databases) await database.close();
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('counts a deal accepted on one instance in the other instance within 60 s', async () => {
    const [first, second] = instances as [TestApp, TestApp];
    const [brokerA, brokerB, carrierX, carrierY] = (await Promise.all([
      signUp(first, 'BROKER'),
      signUp(first, 'BROKER'),
      signUp(first, 'RFP_CARRIER'),
      signUp(first, 'RFP_CARRIER'),
    ])) as [Account, Account, Account, Account];
    const deal = (poster: Account, carrier: Account, rate: number) => ({
      poster,
      carrier,
      from: '60601',
      to: '75201',
      rate,
    });
    await makeDeals(first, [
      deal(brokerA, carrierX, 1800),
      deal(brokerB, carrierY, 1900),
      deal(brokerA, carrierY, 2000),
      deal(brokerB, carrierX, 2100),
    ]);
    const lookup = () =>
      rates<LaneRate>(second, carrierX, 'lane?originZip=60601&destinationZip=75201&days=7');
    expect(await lookup()).toMatchObject({ scope: 'none', deals: 0 });

    // The fifth deal, accepted through the first instance.
    await makeDeals(first, [deal(brokerA, carrierX, 2200)]);
    await vi.waitFor(
      async () => expect(await lookup()).toMatchObject({ scope: 'zip3', deals: 5, companies: 4 }),
      {
        timeout: 60_000,
        interval: 250,
      },
    );
    const top = await rates<TopLanes>(second, carrierY, 'top-lanes?days=7');
    expect(top.lanes).toMatchObject([
      { origin: { market: '606' }, destination: { market: '752' }, deals: 5 },
    ]);
  });
});
