import type { AdminRole, Permission } from '@tessera/domain';

/** The signed-in staff user behind a request. */
export interface StaffPrincipal {
  readonly sessionId: number;
  readonly userId: number;
  readonly accountId: number;
  readonly role: AdminRole;
  readonly permissions: readonly Permission[];
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userGroup: { readonly id: number; readonly name: string } | null;
}
