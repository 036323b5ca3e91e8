/**
 * Faults the sandbox processor can inject, for rehearsals (`npm run bench -- onsale`). Read
 * once at start from `TESSERA_SANDBOX_FAULTS`, e.g. `slow=800,slow-rate=0.2,fail-after-charge=0.1`:
 * a `slow-rate` share of authorizations (all without it) answers `slow` ms late, and a `fail-after-charge` share of them records the
 * authorization and then answers an error, as a processor that charged but whose answer was
 * lost. Off by default; the reconciliation job puts right what the second one leaves behind.
 */
export interface SandboxFaults {
  slowMs: number;
  /** Share of authorizations answered late (1 = all of them). */
  slowRate?: number;
  failAfterChargeRate: number;
}

export function parseSandboxFaults(text: string | undefined): SandboxFaults {
  const faults: SandboxFaults = { slowMs: 0, failAfterChargeRate: 0 };
  for (const part of (text ?? '').split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) continue;
    if (name === 'slow') faults.slowMs = n;
    if (name === 'slow-rate') faults.slowRate = Math.min(1, n);
    if (name === 'fail-after-charge') faults.failAfterChargeRate = Math.min(1, n);
  }
  return faults;
}

let faults = parseSandboxFaults(process.env.TESSERA_SANDBOX_FAULTS);

/** The faults in force. */
export function sandboxFaults(): SandboxFaults {
  return faults;
}

/** Replaces the injected faults (tests); answers the previous ones. */
export function setSandboxFaults(next: SandboxFaults): SandboxFaults {
  const previous = faults;
  faults = next;
  return previous;
}
