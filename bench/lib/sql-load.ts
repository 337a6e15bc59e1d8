/** The SQL side of a load: `connections` concurrent clients each running `once` back to back for `seconds`. */
export async function sqlLoad(
  once: () => Promise<void>,
  connections: number,
  seconds: number,
): Promise<{ times: number[]; elapsed: number }> {
  const times: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const at = performance.now();
      await once();
      times.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return { times, elapsed: performance.now() - started };
}
