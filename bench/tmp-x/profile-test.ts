import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { httpLoad } from '../lib/load.ts';
import { sqlLoad } from '../lib/sql-load.ts';
import { recording, replayer } from '../lib/statements.ts';
import { summarize } from '../lib/stats.ts';

const database = await openPostgres('postgres://postgres@127.0.0.1:5432/bench_x', 10);
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x', DATA_DIR: '/tmp/ht' }),
  database,
  serveWebApp: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'rfpcarrier1@bench.example.com', password: 'Bench1234!' },
});
const headers = { authorization: `Bearer ${login.json().data.token}` };
for (const path of ['/api/dashboard/rfp-carrier', '/api/loads/all-loads?page=1&limit=10']) {
  const st = await recording(database, () => app.inject({ method: 'GET', url: path, headers }));
  for (let i = 0; i < 2; i++) {
    const r = await httpLoad({ url: `http://127.0.0.1:${port}${path}`, headers, connections: 1, seconds: 2 });
    const f = await sqlLoad(replayer(database, st), 1, 2);
    const a = summarize(r.times, r.elapsed);
    const s = summarize(f.times, f.elapsed);
    console.log(path, st.length, a.p50.toFixed(2), a.p99.toFixed(2), s.p50.toFixed(2), s.p99.toFixed(2));
  }
  if (path.includes('profile')) for (const s of st) console.log('   ', s.text.slice(0, 150));
}
await app.close();
await database.close();
