export interface LoadResult {
  requests: number;
  failures: number;
  /** Failures by the error code the server answered (`network` when there was no answer). */
  failureCodes: Record<string, number>;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Sends `total` requests from `concurrency` parallel callers and reports throughput and
 * latency percentiles (milliseconds). Bounded by count, so it always stops.
 */
export async function load(
  request: () => Promise<Response>,
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const failureCodes: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const res = await request().catch(() => undefined);
        latencies.push(performance.now() - t0);
        if (res?.ok) {
          await res.arrayBuffer();
        } else {
          failures++;
          const body = res
            ? ((await res.json().catch(() => null)) as { errors?: { code: string }[] } | null)
            : null;
          const code = res ? (body?.errors?.[0]?.code ?? String(res.status)) : 'network';
          failureCodes[code] = (failureCodes[code] ?? 0) + 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    failureCodes,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function printLoad(name: string, r: LoadResult): void {
  const codes = Object.entries(r.failureCodes)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  console.log(
    `${name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  failures ${r.failures}/${r.requests}${codes ? ` (${codes})` : ''}`,
  );
}
