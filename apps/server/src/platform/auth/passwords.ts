import { hash, verify } from '@node-rs/argon2';

/** Argon2id (algorithm 2 in @node-rs/argon2) with the OWASP-recommended minimum cost. */
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the time of one verification so that unknown emails answer as slowly as known ones. */
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword('tessera-timing-equaliser');
  await verifyPassword(await dummy, password);
}
