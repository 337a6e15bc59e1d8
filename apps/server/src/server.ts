import { buildApp } from './app.ts';
import { databaseSettings, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { startJobs } from './jobs/runner.ts';
import { Metrics } from './lib/metrics.ts';
import { serveConfiguredMetrics } from './lib/metrics-server.ts';

/**
 * Reads the configuration, migrates, seeds a new embedded database, starts the background jobs
 * (unless RUN_JOBS=false), then serves on PORT.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseSettings(config));
  const applied = await migrate(database);
  const metrics = new Metrics();
  const app = await buildApp({ config, database, metrics });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (config.NODE_ENV === 'production' && config.BILLING_PROVIDER === 'sandbox')
    app.log.warn(
      'billing in test mode: BILLING_PROVIDER=sandbox, checkout charges no card and its payments count as no revenue',
    );

  const shouldSeed =
    config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && database.engine === 'pglite');
  if (shouldSeed) {
    const logins = await seedDemoIfEmpty(database.db);
    if (logins) {
      console.log('\nDemo marketplace seeded. Sign in with any of these:');
      for (const login of logins)
        console.log(`  ${login.userType.padEnd(12)} ${login.email}  /  ${login.password}`);
      console.log('');
    }
  }

  const jobs = config.RUN_JOBS
    ? await startJobs({ database, log: app.log, mailer: app.mailer, publicUrl: config.publicUrl, metrics })
    : undefined;
  const metricsServer = await serveConfiguredMetrics(metrics, config);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    metricsServer?.close();
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Load board ready on ${config.publicUrl} (database: ${database.engine})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
