import type { Reply } from './buyer-client';

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Latencies of answered calls per step, and errors by code. */
export class Metrics {
  readonly latencies = new Map<string, number[]>();
  readonly errors: Record<string, number> = {};

  record(step: string, reply: Reply<unknown>): void {
    if (reply.status > 0) this.sample(step, reply.ms);
    if (!reply.ok) this.error(reply.code ?? 'unknown');
  }

  /** One answered call's latency. */
  sample(step: string, ms: number): void {
    const list = this.latencies.get(step) ?? [];
    list.push(ms);
    this.latencies.set(step, list);
  }

  error(code: string): void {
    this.errors[code] = (this.errors[code] ?? 0) + 1;
  }

  count(step: string): number {
    return this.latencies.get(step)?.length ?? 0;
  }

  summary(step: string): { p50: number; p95: number; p99: number; n: number } {
    const sorted = [...(this.latencies.get(step) ?? [])].sort((a, b) => a - b);
    const r = (x: number) => Math.round(x * 10) / 10;
    return {
      p50: r(percentile(sorted, 50)),
      p95: r(percentile(sorted, 95)),
      p99: r(percentile(sorted, 99)),
      n: sorted.length,
    };
  }
}
