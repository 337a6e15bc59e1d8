/**
 * Sign-in while registrations pile up: times sign-ins on their own (the floor), then again while 20
 * registrations are always in flight (each one an argon2id hash of 64 MiB), through `app.inject` on
 * a fresh PGlite database in a temporary directory. Reports p50 and p99 and their ratio to the floor.
 *
 *   npm run bench:sign-in -- [--sign-ins 60] [--crowd 20]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';

const { values } = parseArgs({
  options: { 'sign-ins': { type: 'string', default: '60' }, crowd: { type: 'string', default: '20' } },
});
const signIns = Number(values['sign-ins']);
const crowd = Number(values.crowd);

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-bench-sign-in-'));
const database = await openPglite(path.join(tempDir, 'pglite'));
await migrate(database);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret',
  DATA_DIR: tempDir,
  // The crowd registers from one address; this measures hashing, not the registration limit.
  REGISTER_RATE_LIMIT: '1000000',
});
const app = await buildApp({ config, database, serveWebApp: false });
await app.ready();

console.log('# Sign-in while registrations run (PGlite)');
console.log(
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPUs · ${os.cpus()[0]?.model}`,
);

const PASSWORD = 'Bench-Sign-In-42';
let sequence = 0;
const registration = () => {
  sequence += 1;
  return {
    firstName: 'Bench',
    lastName: 'Crowd',
    username: `crowd${sequence}`,
    email: `crowd${sequence}@example.com`,
    password: PASSWORD,
    companyName: 'Bench Freight',
    userType: 'BROKER',
    dotNumber: '1234567',
    contactName: 'Bench Crowd',
    phone: '704-555-0100',
    loadBoardUrls: [],
  };
};
const register = async () => {
  const body = registration();
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return body.email;
};
const email = await register();

async function timeSignIns(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < signIns; i++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

for (let i = 0; i < 3; i++) await timeSignIns();
const floor = await timeSignIns();

let running = true;
let registered = 0;
const registrar = async () => {
  while (running) {
    await register();
    registered += 1;
  }
};
const crowdStarted = performance.now();
const registrars = Array.from({ length: crowd }, registrar);
const loaded = await timeSignIns();
running = false;
await Promise.all(registrars);
const crowdSeconds = (performance.now() - crowdStarted) / 1000;

const ms = (n: number) => n.toFixed(0);
console.log(`\n${signIns} sequential sign-ins each; milliseconds per sign-in through app.inject.\n`);
console.log('| sign-ins | p50 ms | p99 ms | max ms | p99 / floor p99 |');
console.log('|---|---:|---:|---:|---:|');
const floorP99 = percentile(floor, 99);
for (const [name, times] of [
  ['alone (floor)', floor],
  [`with ${crowd} registrations in flight`, loaded],
] as const) {
  console.log(
    `| ${name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${ms(times.at(-1) as number)} | ${(percentile(times, 99) / floorP99).toFixed(1)} |`,
  );
}
console.log(
  `\nThe crowd registered ${registered} accounts in ${crowdSeconds.toFixed(1)} s (${(registered / crowdSeconds).toFixed(1)} a second).`,
);

await app.close();
await database.close();
await rm(tempDir, { recursive: true, force: true });
