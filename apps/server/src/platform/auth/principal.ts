import type { AdminRole } from '@tessera/domain';

/** The signed-in staff user behind a request. */
export interface StaffPrincipal {
  /** The session, or null when the caller used an API key. */
  readonly sessionId: number | null;
  readonly apiKeyId: number | null;
  readonly userId: number;
  readonly accountId: number;
  readonly role: AdminRole;
  /** What the user's group grants (the permission rule decides what applies to the role). */
  readonly permissions: readonly string[];
  readonly platformOperator: boolean;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userGroup: { readonly id: number; readonly name: string } | null;
  readonly twoFactorEnabled: boolean;
  /** 'setup_2fa': the user's group requires 2FA and only its setup is open. */
  readonly stage: 'full' | 'setup_2fa';
  readonly impersonator: { readonly id: number; readonly name: string; readonly email: string } | null;
  readonly session: {
    readonly expiresAt: Date;
    readonly lastSeenAt: Date;
    readonly idleMinutes: number;
  } | null;
}

/** The staff user making an audited change, and the address they made it from. */
export interface Actor {
  staff: StaffPrincipal;
  ip: string;
}
