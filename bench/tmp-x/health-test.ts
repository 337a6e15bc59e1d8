import { buildApp } from '/work/main/apps/server/src/app.ts';
import { loadConfig } from '/work/main/apps/server/src/config.ts';
import { openPglite } from '/work/main/apps/server/src/db/client.ts';
import { migrate } from '/work/main/apps/server/src/db/migrate.ts';
import { httpLoad } from '/work/main/bench/lib/load.ts';
import { summarize } from '/work/main/bench/lib/stats.ts';

const database = await openPglite();
await migrate(database);
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x', DATA_DIR: '/tmp/ht' }),
  database,
  serveWebApp: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
for (let i = 0; i < 2; i++) {
  const r = await httpLoad({
    url: `http://127.0.0.1:${port}/api/health`,
    headers: {},
    connections: 1,
    seconds: 2,
  });
  console.log(summarize(r.times, r.elapsed));
}
await app.close();
await database.close();
