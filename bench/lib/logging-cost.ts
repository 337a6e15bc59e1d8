import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { writeRequestLine } from '../../apps/server/src/lib/logger.ts';
import { httpLoad } from './load.ts';
import { percentile } from './stats.ts';

export interface LoggedCall {
  name: string;
  path: string;
  headers: Record<string, string>;
}

interface Side {
  perSecond: number;
  cpuMicrosPerCall: number;
}

export interface LoggingCost {
  name: string;
  silent: Side;
  info: Side;
  /** What info costs against silent, each round measured alone: the median and the range, in %. */
  throughputCost: { median: number; min: number; max: number };
  cpuCost: { median: number; min: number; max: number };
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
};

/**
 * What request logging at info costs: one app, built logging at info, driven by `connections`
 * clients for `seconds` at a time with its logger's level set to silent and to info in turn,
 * `rounds` times after a warm-up; this process's CPU time per call (the app's, the load being
 * another process) and the calls per second of each. The same app throughout: two apps, or two
 * server processes, measured up to 27% apart with the same settings on this kind of machine
 * (bench/RESULTS.md), far more than a log line costs.
 *
 * Each round is a pair, silent and info, in alternating order (silent first, then info first), so
 * that a drift of the machine's speed through the run weighs on both sides alike; the cost is the
 * median of the rounds' own, as one round beside a burst of other work moved a total by 5 points.
 */
export async function measureLoggingCost(
  app: FastifyInstance,
  origin: string,
  calls: LoggedCall[],
  options: { seconds: number; rounds: number; connections: number },
): Promise<LoggingCost[]> {
  const costs: LoggingCost[] = [];
  for (const call of calls) {
    const job = { url: `${origin}${call.path}`, headers: call.headers, connections: options.connections };
    const run = async (level: 'silent' | 'info') => {
      app.log.level = level;
      const before = process.cpuUsage();
      const load = await httpLoad({ ...job, seconds: options.seconds });
      const used = process.cpuUsage(before);
      return { calls: load.times.length, cpu: used.user + used.system, elapsed: load.elapsed };
    };
    await run('silent');
    const rounds: Record<'silent' | 'info', { calls: number; cpu: number; elapsed: number }>[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? (['silent', 'info'] as const) : (['info', 'silent'] as const);
      const first = await run(order[0]);
      const second = await run(order[1]);
      rounds.push(round % 2 === 0 ? { silent: first, info: second } : { info: first, silent: second });
    }
    const side = (level: 'silent' | 'info'): Side => {
      const sum = (key: 'calls' | 'cpu' | 'elapsed') => rounds.reduce((total, r) => total + r[level][key], 0);
      return {
        perSecond: (sum('calls') / sum('elapsed')) * 1000,
        cpuMicrosPerCall: sum('cpu') / sum('calls'),
      };
    };
    costs.push({
      name: call.name,
      silent: side('silent'),
      info: side('info'),
      throughputCost: spread(
        rounds.map((r) => (1 - r.info.calls / r.info.elapsed / (r.silent.calls / r.silent.elapsed)) * 100),
      ),
      cpuCost: spread(
        rounds.map((r) => (r.info.cpu / r.info.calls / (r.silent.cpu / r.silent.calls) - 1) * 100),
      ),
    });
  }
  app.log.level = 'info';
  return costs;
}

/**
 * What one request line costs by itself: this process's CPU time per line (the threads that write
 * the file included) for `lines` lines written through the app's logger as a request's are, a turn of
 * the event loop every twenty lines so that the file's writes run as they do under load, less the
 * same loop without the lines. The throughput rounds above carry the noise of two shared cores
 * (their range); this is the cost they measure, without it.
 */
export async function requestLineCost(app: FastifyInstance, lines = 200_000): Promise<number> {
  const run = async (write: boolean) => {
    const before = process.cpuUsage();
    for (let i = 0; i < lines; i++) {
      const log = app.log.child({ reqId: `req-${i}` });
      if (write)
        writeRequestLine(log, {
          method: 'GET',
          route: '/api/auth/profile',
          url: '/api/auth/profile',
          status: 200,
          responseTime: 0.3,
        });
      if (i % 20 === 0) await nextTurn();
    }
    const used = process.cpuUsage(before);
    return (used.user + used.system) / lines;
  };
  await run(true);
  const costs: number[] = [];
  for (let round = 0; round < 3; round++) costs.push((await run(true)) - (await run(false)));
  return percentile(
    [...costs].sort((a, b) => a - b),
    50,
  );
}
