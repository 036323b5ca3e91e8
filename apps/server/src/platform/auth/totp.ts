import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totpFor(secret: string, label = '', issuer = 'Tessera'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random TOTP secret (160 bits), base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUrl(secret: string, email: string, issuer: string): string {
  return totpFor(secret, email, issuer).toString();
}

/** The code an authenticator app shows at a moment (tests and seeds use it). */
export function totpCode(secret: string, at: Date): string {
  return totpFor(secret).generate({ timestamp: at.getTime() });
}

/**
 * Checks a code against the current step and one step either side. Returns the step it
 * matched, or null; a step at or before `lastStep` was already used, so it is refused:
 * each code works once.
 */
export function verifyTotp(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
