import type { AdminAccount, ConsumerAccount, FeatureFlags } from '@tessera/contract';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { type AccountRow, findAccount } from './accounts.store';

/** Loads an account the caller is already entitled to; a missing one is a 404. */
export async function requireAccount(db: Db, accountId: number): Promise<AccountRow> {
  const account = await findAccount(db, accountId);
  if (!account) throw new AppError('common.not_found');
  return account;
}

export function featureFlagsOf(account: AccountRow): FeatureFlags {
  return {
    advancedReporting: account.advancedReportingEnabled,
    seasonTickets: account.seasonTicketsEnabled,
    ticketTransfer: account.ticketTransferEnabled,
    nimbus: account.nimbusEnabled,
    eventPlans: account.showEventPlans,
    groupSalesModule: account.showGroupSalesModule,
  };
}

export function adminAccountOf(account: AccountRow): AdminAccount {
  return {
    id: account.id,
    name: account.name,
    currency: account.currency,
    defaultLanguage: account.defaultLanguage,
    homeUrl: account.homeUrl,
    bookNowUrl: account.bookNowUrl,
    supportEmail: account.supportEmail,
    timezone: account.timezone,
  };
}

export function consumerAccountOf(account: AccountRow): ConsumerAccount {
  return {
    id: account.id,
    name: account.name,
    currency: account.currency,
    defaultLanguage: account.defaultLanguage,
    timezone: account.timezone,
    ticketTransferFeatureEnabled: account.ticketTransferEnabled,
    enableSeasonTickets: account.seasonTicketsEnabled,
    requireTermsOfService: account.requireTermsOfService,
    registeredGuestCanDeleteAccount: account.registeredGuestCanDeleteAccount,
  };
}
