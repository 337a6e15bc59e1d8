/** What one side (the API over HTTP, or its SQL through the driver) did under one load. */
export interface Summary {
  p50: number;
  p99: number;
  /** Answers per second over the whole load. */
  throughput: number;
  count: number;
}

export function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

export function summarize(times: number[], elapsedMs: number): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    throughput: (times.length / elapsedMs) * 1000,
    count: times.length,
  };
}

/** Milliseconds as the tables print them: two decimals under 10 ms, one above. */
export const ms = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1));
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
