import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the runner records the cluster for the specs (and serve-fresh.ts its servers). */
export const RUNTIME_DIR = path.resolve(import.meta.dirname, '../.runtime');
export const runtimeFile = (proxyPort: number) => path.join(RUNTIME_DIR, `cluster-${proxyPort}.json`);

/** One supervised process as last started: its pid, and the web instances' address and metrics port. */
export interface ClusterProcess {
  pid: number;
  url?: string;
  metricsPort?: number;
}

export interface ClusterRuntime {
  proxyUrl: string;
  /** The database itself, not through the pooler: specs check what was written. */
  databaseUrl: string;
  /** Every process's DATA_DIR (their shared outbox). */
  dataDir: string;
  /** A file named after a process here keeps it from being restarted when it dies. */
  holdDir: string;
  processes: Record<string, ClusterProcess>;
}

/** The cluster as the runner last recorded it (read again each time: pids change on restarts). */
export function clusterRuntime(): ClusterRuntime {
  const file = process.env.CLUSTER_RUNTIME;
  if (!file) throw new Error('the cluster specs run under npm run test:cluster');
  return JSON.parse(readFileSync(file, 'utf8')) as ClusterRuntime;
}
