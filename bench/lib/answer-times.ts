/**
 * The web instances' own answer times, from their request histograms (GET /metrics,
 * `loadboard_http_request_duration_seconds`): from a request's arrival in the instance to its answer,
 * without the time it spent in the client, the proxy or waiting for the host's cores on the way.
 * Live streams are left out (each lasts as long as it is open).
 */

const BUCKET = /^loadboard_http_request_duration_seconds_bucket\{(.*)\} (\S+)$/;

/** Requests answered within each bucket's bound (seconds; Infinity last), summed over instances. */
export type AnswerCounts = Map<number, number>;

export async function answerCounts(metricsUrls: string[]): Promise<AnswerCounts> {
  const counts: AnswerCounts = new Map();
  for (const url of metricsUrls) {
    const text = await (await fetch(url)).text();
    for (const line of text.split('\n')) {
      const [, labelText, value] = BUCKET.exec(line) ?? [];
      if (labelText === undefined) continue;
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      if (labels.route?.endsWith('/stream')) continue;
      const bound = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
      counts.set(bound, (counts.get(bound) ?? 0) + Number(value));
    }
  }
  return counts;
}

/**
 * Between two readings: the bound under which 99% of the answers came (a bucket's bound, so an upper
 * limit) and the share answered within 100 ms.
 */
export function answerP99(
  before: AnswerCounts,
  after: AnswerCounts,
): { p99Within: number; under100: number } {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const within = (bound: number) => (after.get(bound) ?? 0) - (before.get(bound) ?? 0);
  const total = within(Number.POSITIVE_INFINITY);
  const p99Within = bounds.find((bound) => within(bound) >= total * 0.99) ?? Number.POSITIVE_INFINITY;
  return { p99Within, under100: total === 0 ? 1 : within(0.1) / total };
}
