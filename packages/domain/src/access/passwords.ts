/** The password policy of spec §5. */
export const PASSWORD_MIN_LENGTH = 8;

export const passwordRules = [
  'too_short',
  'needs_lowercase',
  'needs_uppercase',
  'needs_number',
  'needs_symbol',
] as const;
export type PasswordRule = (typeof passwordRules)[number];

/** The rules a password breaks, in the order a person would fix them; empty when it is strong enough. */
export function passwordProblems(password: string): PasswordRule[] {
  const problems: PasswordRule[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (!/\p{Ll}/u.test(password)) problems.push('needs_lowercase');
  if (!/\p{Lu}/u.test(password)) problems.push('needs_uppercase');
  if (!/\p{N}/u.test(password)) problems.push('needs_number');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) problems.push('needs_symbol');
  return problems;
}
