import type { ApiKey, UserDetail, UserSummary } from '@tessera/contract';
import { isAdminRole } from '@tessera/domain';
import type { apiKeys } from '@/db/schema';
import type { UserWithGroup } from './users.store';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function userSummaryOf({ user, group, partner }: UserWithGroup): UserSummary {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: isAdminRole(user.role) ? user.role : 'PointOfSale',
    userGroup: group,
    partner,
    status: !user.active
      ? 'deactivated'
      : user.lockedAt
        ? 'locked'
        : user.passwordHash
          ? 'active'
          : 'invited',
    lockedOut: user.lockedAt !== null,
    twoFactorEnabled: user.totpSecret !== null,
    lastSignInAt: iso(user.lastSignInAt),
  };
}

export function apiKeyOf(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

export function userDetailOf(found: UserWithGroup, keys: (typeof apiKeys.$inferSelect)[]): UserDetail {
  return {
    ...userSummaryOf(found),
    createdAt: found.user.createdAt.toISOString(),
    invitedAt: iso(found.user.invitedAt),
    failedSignIns: found.user.failedSignIns,
    platformOperator: found.user.platformOperator,
    apiKeys: keys.map(apiKeyOf),
  };
}
