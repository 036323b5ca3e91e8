/** Spec §9: the attendance map counts scans in 5-minute increments. */
export const attendanceBucketMinutes = 5;
const bucketMs = attendanceBucketMinutes * 60_000;

export interface AttendanceScan {
  at: Date;
  direction: 'in' | 'out';
}

export interface AttendanceBucket {
  /** Start of the 5-minute increment. */
  from: Date;
  in: number;
  out: number;
  /** People inside at the end of the increment (ins minus outs so far). */
  inside: number;
}

/** The start of the 5-minute increment an instant falls in. */
export function attendanceBucketStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / bucketMs) * bucketMs);
}

/**
 * Accepted scans counted per 5-minute increment from the first to the last, with empty
 * increments between them kept so a chart shows gaps as zero.
 */
export function attendanceBuckets(scans: readonly AttendanceScan[]): AttendanceBucket[] {
  if (scans.length === 0) return [];
  const counts = new Map<number, { in: number; out: number }>();
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const s of scans) {
    const key = attendanceBucketStart(s.at).getTime();
    first = Math.min(first, key);
    last = Math.max(last, key);
    const c = counts.get(key) ?? { in: 0, out: 0 };
    c[s.direction] += 1;
    counts.set(key, c);
  }
  const buckets: AttendanceBucket[] = [];
  let inside = 0;
  for (let key = first; key <= last; key += bucketMs) {
    const c = counts.get(key) ?? { in: 0, out: 0 };
    inside += c.in - c.out;
    buckets.push({ from: new Date(key), in: c.in, out: c.out, inside });
  }
  return buckets;
}
