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
  /**
   * What info costs against silent, in %: over the whole run, and the lowest and highest of its
   * PARTS consecutive parts, each part's windows summed on their own.
   */
  throughputCost: { whole: number; min: number; max: number };
  cpuCost: { whole: number; min: number; max: number };
}

type Level = 'silent' | 'info';

/** The level's windows: this long each, silent and info in turn. */
export const WINDOW_MS = 200;
/** The run's windows are also summed in this many consecutive parts, for the spread of the cost. */
export const PARTS = 8;

interface Tally {
  calls: number;
  /** This process's CPU time, µs. */
  cpu: number;
  /** Wall-clock ms. */
  elapsed: number;
}

const sumOf = (tallies: Tally[]): Tally => ({
  calls: tallies.reduce((total, t) => total + t.calls, 0),
  cpu: tallies.reduce((total, t) => total + t.cpu, 0),
  elapsed: tallies.reduce((total, t) => total + t.elapsed, 0),
});

const sideOf = (tally: Tally): Side => ({
  perSecond: (tally.calls / tally.elapsed) * 1000,
  cpuMicrosPerCall: tally.cpu / tally.calls,
});

/** What info costs against silent over these pairs of windows, in %. */
function costOver(pairs: Record<Level, Tally>[]) {
  const silent = sideOf(sumOf(pairs.map((pair) => pair.silent)));
  const info = sideOf(sumOf(pairs.map((pair) => pair.info)));
  return {
    silent,
    info,
    throughput: (1 - info.perSecond / silent.perSecond) * 100,
    cpu: (info.cpuMicrosPerCall / silent.cpuMicrosPerCall - 1) * 100,
  };
}

/**
 * What request logging at info costs: one app, built logging at info, under one steady load of
 * `connections` clients for `seconds`, its logger's level flipped between silent and info every
 * WINDOW_MS; this process's CPU time per call (the app's, the load being another process) and the
 * calls per second at each level, summed over all its windows. The same app and the same load
 * throughout: two apps, or two server processes, can measure far apart with the same settings on
 * a shared machine, far more than a log line costs. One load, too: loads started anew for each
 * level scattered the same tree's throughput cost much more widely between runs than windows of
 * one steady load do.
 *
 * Calls are counted as they arrive: each client sends its next as soon as an answer comes, so the
 * arrivals in a window follow the server's pace in it (the calls in flight at a flip, about 1% of a
 * window, are counted at the new level, on both sides alike).
 */
export async function measureLoggingCost(
  app: FastifyInstance,
  origin: string,
  calls: LoggedCall[],
  options: { seconds: number; connections: number },
): Promise<LoggingCost[]> {
  let arrived = 0;
  const count = () => {
    arrived++;
  };
  app.server.on('request', count);
  const costs: LoggingCost[] = [];
  for (const call of calls) {
    const job = { url: `${origin}${call.path}`, headers: call.headers, connections: options.connections };
    app.log.level = 'info';
    await httpLoad({ ...job, seconds: 1 });
    const pairs: Record<Level, Tally>[] = [];
    let level: Level = 'silent';
    let silentWindow: Tally | undefined;
    let start = { calls: arrived, cpu: process.cpuUsage(), time: performance.now() };
    app.log.level = level;
    const flip = setInterval(() => {
      const cpu = process.cpuUsage(start.cpu);
      const window = {
        calls: arrived - start.calls,
        cpu: cpu.user + cpu.system,
        elapsed: performance.now() - start.time,
      };
      if (level === 'silent') silentWindow = window;
      else if (silentWindow) pairs.push({ silent: silentWindow, info: window });
      level = level === 'silent' ? 'info' : 'silent';
      app.log.level = level;
      start = { calls: arrived, cpu: process.cpuUsage(), time: performance.now() };
    }, WINDOW_MS);
    await httpLoad({ ...job, seconds: options.seconds });
    clearInterval(flip);
    const whole = costOver(pairs);
    const size = Math.ceil(pairs.length / PARTS);
    const parts = Array.from({ length: Math.min(PARTS, pairs.length) }, (_, part) =>
      costOver(pairs.slice(part * size, (part + 1) * size)),
    );
    const spread = (cost: 'throughput' | 'cpu') => ({
      whole: whole[cost],
      min: Math.min(...parts.map((part) => part[cost])),
      max: Math.max(...parts.map((part) => part[cost])),
    });
    costs.push({
      name: call.name,
      silent: whole.silent,
      info: whole.info,
      throughputCost: spread('throughput'),
      cpuCost: spread('cpu'),
    });
  }
  app.server.off('request', count);
  app.log.level = 'info';
  return costs;
}

/**
 * What one request line costs by itself: this process's CPU time per line (the threads that write
 * the file included) for `lines` lines written through the app's logger as a request's are, a turn of
 * the event loop every twenty lines so that the file's writes run as they do under load, less the
 * same loop without the lines. The throughput windows above carry the noise of two shared cores
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
