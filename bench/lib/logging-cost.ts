import type { FastifyInstance } from 'fastify';
import { httpLoad } from './load.ts';

export interface LoggedCall {
  name: string;
  path: string;
  headers: Record<string, string>;
}

export interface LoggingCost {
  name: string;
  silent: { perSecond: number; cpuMicrosPerCall: number };
  info: { perSecond: number; cpuMicrosPerCall: number };
}

/**
 * What request logging at info costs: one app, built logging at info, driven by `connections`
 * clients for `seconds` at a time with its logger's level set to silent, then to info, alternated
 * `rounds` times after a warm-up; this process's CPU time per call (the app's, the load being
 * another process) and the calls per second of each. The same app throughout: two apps, or two
 * server processes, measured up to 27% apart with the same settings on this kind of machine
 * (bench/RESULTS.md), far more than a log line costs.
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
    app.log.level = 'silent';
    await httpLoad({ ...job, seconds: options.seconds });
    const totals = {
      silent: { calls: 0, cpu: 0, elapsed: 0 },
      info: { calls: 0, cpu: 0, elapsed: 0 },
    };
    for (let round = 0; round < options.rounds; round++) {
      for (const level of ['silent', 'info'] as const) {
        app.log.level = level;
        const before = process.cpuUsage();
        const run = await httpLoad({ ...job, seconds: options.seconds });
        const used = process.cpuUsage(before);
        totals[level].calls += run.times.length;
        totals[level].cpu += used.user + used.system;
        totals[level].elapsed += run.elapsed;
      }
    }
    const side = (level: 'silent' | 'info') => ({
      perSecond: (totals[level].calls / totals[level].elapsed) * 1000,
      cpuMicrosPerCall: totals[level].cpu / totals[level].calls,
    });
    costs.push({ name: call.name, silent: side('silent'), info: side('info') });
  }
  app.log.level = 'info';
  return costs;
}
