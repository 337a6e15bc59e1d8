/**
 * The growth table: how each call's cost moves from one database size to the next. Reads the
 * `--json` files of bench/run.ts runs (one per size, same engine) and prints, per call, the API p50
 * and p99 at one client for each size, and the ratio of the largest to the one before it.
 *
 *   node --import tsx bench/growth.ts bench-10k.json bench-100k.json bench-1m.json
 */
import { readFile } from 'node:fs/promises';
import { ms } from './lib/stats.ts';

interface Run {
  engine: string;
  posts: number;
  results: { name: string; loads: Record<string, { api: { p50: number; p99: number } }> }[];
}

const runs = (
  await Promise.all(
    process.argv.slice(2).map(async (file) => JSON.parse(await readFile(file, 'utf8')) as Run),
  )
).sort((a, b) => a.posts - b.posts);
if (runs.length < 2) throw new Error('give two or more --json files of bench/run.ts');
const label = (posts: number) => (posts >= 1e6 ? `${posts / 1e6}M` : `${Math.round(posts / 1e3)}k`);
const sizes = runs.map((run) => label(run.posts));
const [previous, largest] = [runs.at(-2) as Run, runs.at(-1) as Run];

console.log(`${runs[0]?.engine}; API p50 / p99 in ms at one client.\n`);
console.log(`| call | ${sizes.join(' | ')} | p50 ${label(largest.posts)} ÷ ${label(previous.posts)} |`);
console.log(`|---|${sizes.map(() => '---:').join('|')}|---:|`);
for (const { name } of largest.results) {
  const at = (run: Run) => run.results.find((result) => result.name === name)?.loads['1']?.api;
  const cells = runs.map((run) => {
    const api = at(run);
    return api ? `${ms(api.p50)} / ${ms(api.p99)}` : '–';
  });
  const growth = (at(largest)?.p50 ?? Number.NaN) / (at(previous)?.p50 ?? Number.NaN);
  console.log(`| ${name} | ${cells.join(' | ')} | ${Number.isNaN(growth) ? '–' : `${growth.toFixed(2)}×`} |`);
}
