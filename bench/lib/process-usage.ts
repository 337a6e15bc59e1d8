import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds so far of each process named, of all PostgreSQL's processes, and of this one. */
export interface CpuSample {
  cpu: Record<string, number>;
  /** Resident memory in bytes of each process named. */
  rss: Record<string, number>;
}

/** A process's CPU seconds, with those of its children that ended when `withEndedChildren`. */
async function cpuSecondsOf(pid: number, withEndedChildren = false): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th,
  // cutime and cstime (children waited for) the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, ...(withEndedChildren ? [13, 14] : [])].reduce(
    (sum, at) => sum + Number(fields[at]),
    0,
  );
  return ticks / TICKS_PER_SECOND;
}

async function rssOf(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const kib = status && /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kib ? Number(kib) * 1024 : undefined;
}

/**
 * The CPU seconds of every `postgres` process (the server and its backends) together, backends that
 * ended included (the server waits for them, so their time moves to its children's), so the total
 * only grows.
 */
async function postgresCpuSeconds(): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (command.trim() === 'postgres') total += (await cpuSecondsOf(Number(entry), true)) ?? 0;
  }
  return total;
}

/** A sample of `processes` (by name: pid), PostgreSQL's and this process's own ('bench client'). */
export async function cpuSample(processes: Record<string, { pid: number }>): Promise<CpuSample> {
  const sample: CpuSample = { cpu: {}, rss: {} };
  for (const [name, { pid }] of Object.entries(processes)) {
    const cpu = await cpuSecondsOf(pid);
    const rss = await rssOf(pid);
    if (cpu !== undefined) sample.cpu[name] = cpu;
    if (rss !== undefined) sample.rss[name] = rss;
  }
  sample.cpu.postgres = await postgresCpuSeconds();
  const own = process.cpuUsage();
  sample.cpu['bench client'] = (own.user + own.system) / 1e6;
  sample.rss['bench client'] = process.memoryUsage.rss();
  return sample;
}

/** Each process's CPU between two samples as a percentage of one core over `elapsedMs`. */
export function cpuShares(before: CpuSample, after: CpuSample, elapsedMs: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after.cpu)
      .filter(([name]) => before.cpu[name] !== undefined)
      .map(([name, seconds]) => [name, ((seconds - (before.cpu[name] ?? 0)) / (elapsedMs / 1000)) * 100]),
  );
}

export const rssMiB = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
