/** Spec §5 and §9: at most this many group codes per generation. */
export const MAX_GROUP_CODES = 200_000;

/** No 0/O or 1/I/L, so codes read back correctly over the phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type GroupCodeResult = { ok: true; codes: string[] } | { ok: false; reason: 'too_many' | 'too_few' };

/**
 * Generates `count` distinct single-use codes of `length` characters, none of them in
 * `existing`. `random` returns uniform integers in [0, n) (a CSPRNG in production).
 */
export function generateGroupCodes(
  count: number,
  random: (n: number) => number,
  options: { length?: number; prefix?: string; existing?: ReadonlySet<string> } = {},
): GroupCodeResult {
  if (!Number.isInteger(count) || count < 1) return { ok: false, reason: 'too_few' };
  if (count > MAX_GROUP_CODES) return { ok: false, reason: 'too_many' };
  const length = options.length ?? 10;
  const prefix = options.prefix ?? '';
  const existing = options.existing ?? new Set<string>();
  const made = new Set<string>();
  while (made.size < count) {
    let code = prefix;
    for (let i = 0; i < length; i++) code += ALPHABET[random(ALPHABET.length)];
    if (!existing.has(code)) made.add(code);
  }
  return { ok: true, codes: [...made] };
}
