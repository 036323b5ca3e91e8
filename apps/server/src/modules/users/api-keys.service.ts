import { recordAudit } from '@/modules/audit/audit.store';
import type { Actor } from '@/platform/auth/principal';
import { hashToken, newApiKey } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { apiKeyOf } from './users.mapping';
import { requireReachableUser, userAudit, userDetail } from './users.service';
import { findApiKey, insertApiKey, revokeApiKeyRow } from './users.store';

/** A new API key for a user: the key itself is answered once, only its hash is kept. */
export async function createKey(deps: AppDeps, actor: Actor, userId: number, name: string) {
  const accountId = actor.staff.accountId;
  const { user } = await requireReachableUser(deps.db, actor.staff, userId);
  if (!user.active) throw new AppError('admin.api_key_create_failed');
  const { key, prefix } = newApiKey();
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertApiKey(tx, {
      accountId,
      userId,
      name,
      prefix,
      keyHash: hashToken(key),
      createdAt: now,
    });
    await recordAudit(tx, userAudit(actor, 'api_key_created', userId, { apiKeyId: inserted.id, name }), now);
    return inserted;
  });
  return { apiKey: apiKeyOf(row), key };
}

export async function revokeKey(deps: AppDeps, actor: Actor, userId: number, apiKeyId: number) {
  const accountId = actor.staff.accountId;
  await requireReachableUser(deps.db, actor.staff, userId);
  const key = await findApiKey(deps.db, accountId, userId, apiKeyId);
  if (!key) throw new AppError('common.not_found');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await revokeApiKeyRow(tx, accountId, apiKeyId, now);
    await recordAudit(tx, userAudit(actor, 'api_key_revoked', userId, { apiKeyId, name: key.name }), now);
  });
  return userDetail(deps.db, accountId, userId);
}
