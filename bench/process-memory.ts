import { readFileSync } from 'node:fs';

/** A process's resident set and its peak so far, in MiB (Linux, /proc/<pid>/status). */
export function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

/**
 * Samples a process's resident set every 20 ms until stopped: the peak during a stretch of work
 * (VmHWM is the peak since the process started, so a later stretch needs its own sampling).
 */
export function watchMemory(pid: number): {
  before: number;
  stop(): { peak: number; after: number; hwm: number };
} {
  const before = memory(pid).rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, memory(pid).rss);
  }, 20);
  return {
    before,
    stop() {
      clearInterval(timer);
      const now = memory(pid);
      peak = Math.max(peak, now.rss);
      return { peak, after: now.rss, hwm: now.hwm };
    },
  };
}
