import type { FeatureFlags, NewPlatformAccountInput, PlatformAccount } from '@tessera/contract';
import type { Db } from '@/db/client';
import { hostNameTaken, insertHostname } from '@/modules/accounts/hostnames.store';
import { recordAudit } from '@/modules/audit/audit.store';
import { sendInvitation } from '@/modules/auth/password-reset.service';
import { emailInUse, insertUser } from '@/modules/users/users.store';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import {
  findPlatformAccount,
  insertAccount,
  insertAdministratorsGroup,
  type PlatformAccountRow,
  updateAccountFeatures,
} from './operator.store';

export function platformAccountOf(row: PlatformAccountRow): PlatformAccount {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    defaultLanguage: row.defaultLanguage,
    timezone: row.timezone,
    defaultHostName: row.defaultHostName,
    activeUsers: Number(row.activeUsers),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function requirePlatformAccount(db: Db, accountId: number): Promise<PlatformAccount> {
  const row = await findPlatformAccount(db, accountId);
  if (!row) throw new AppError('common.not_found');
  return platformAccountOf(row);
}

/**
 * A new account: its default host name, an Administrators group (two-factor required) and an
 * invited administrator.
 */
export async function createAccountWithAdmin(
  deps: AppDeps,
  operator: StaffPrincipal,
  input: NewPlatformAccountInput,
  ip: string,
): Promise<PlatformAccount> {
  if (await hostNameTaken(deps.db, input.hostName)) throw new AppError('admin.hostname_taken', 'hostName');
  if (await emailInUse(deps.db, input.adminEmail)) throw new AppError('auth.email_taken', 'adminEmail');
  const now = deps.now();
  const { accountId, mail } = await deps.db.transaction(async (tx) => {
    const id = await insertAccount(tx, {
      name: input.name,
      currency: input.currency,
      defaultLanguage: input.defaultLanguage,
      timezone: input.timezone,
    });
    await insertHostname(tx, { accountId: id, hostName: input.hostName, isDefault: true });
    // The account's administrators hold every permission: they set up two-factor first.
    const groupId = await insertAdministratorsGroup(tx, id);
    const admin = await insertUser(tx, {
      accountId: id,
      email: input.adminEmail,
      firstName: input.adminFirstName,
      lastName: input.adminLastName,
      role: 'Admin',
      userGroupId: groupId,
      invitedAt: now,
      createdAt: now,
    });
    await recordAudit(
      tx,
      {
        accountId: id,
        action: 'user_invited',
        actorUserId: operator.userId,
        subjectUserId: admin.id,
        ip,
        detail: { role: 'Admin', byPlatformOperator: true },
      },
      now,
    );
    const sent = await sendInvitation(deps, tx, admin, {
      name: input.name,
      defaultLanguage: input.defaultLanguage,
    });
    return { accountId: id, mail: sent };
  });
  if (mail.status === 'failed') throw new AppError('admin.mail_send_failed');
  return requirePlatformAccount(deps.db, accountId);
}

export async function setFeatures(db: Db, accountId: number, flags: FeatureFlags) {
  await updateAccountFeatures(db, accountId, {
    advancedReportingEnabled: flags.advancedReporting,
    seasonTicketsEnabled: flags.seasonTickets,
    ticketTransferEnabled: flags.ticketTransfer,
    nimbusEnabled: flags.nimbus,
    showEventPlans: flags.eventPlans,
    showGroupSalesModule: flags.groupSalesModule,
  });
}
