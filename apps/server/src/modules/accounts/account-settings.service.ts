import type { AccountSettings, AccountSettingsInput } from '@tessera/contract';
import { adaSeatTypes } from '@tessera/domain';
import { recordAudit } from '@/modules/audit/audit.store';
import type { Actor } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { requireAccount } from './accounts.service';
import { type AccountRow, updateAccountSettings } from './accounts.store';
import { GUEST_ORDER_ANONYMIZATION_JOB } from './guest-anonymization.job';
import { sanitiseConfirmationHtml, sanitiseContentHtml } from './sanitise.rules';

type DisabilityTag = AccountSettings['nimbusDisabilityTags'][number];

export function accountSettingsOf(a: AccountRow): AccountSettings {
  return {
    id: a.id,
    name: a.name,
    currency: a.currency,
    defaultLanguage: a.defaultLanguage,
    timezone: a.timezone,
    homeUrl: a.homeUrl,
    bookNowUrl: a.bookNowUrl,
    supportEmail: a.supportEmail,
    emailButtonColor: a.emailButtonColor,
    emailFooterContent: a.emailFooterContent,
    confirmationPageContent: a.confirmationPageContent,
    termsOfService: a.termsOfService,
    termsOfServiceFr: a.termsOfServiceFr,
    headerHeight: a.headerHeight,
    footerHeight: a.footerHeight,
    globalHeadHtml: a.globalHeadHtml,
    globalBodyHtml: a.globalBodyHtml,
    nimbusSupportEmail: a.nimbusSupportEmail,
    secondaryMarketAffiliateId: a.secondaryMarketAffiliateId,
    googleAnalyticsId: a.googleAnalyticsId,
    googleAnalytics4Id: a.googleAnalytics4Id,
    ticketTransferFeatureEnabled: a.ticketTransferEnabled,
    anonymizeGuestOrders: a.anonymizeGuestOrders,
    registeredGuestCanDeleteAccount: a.registeredGuestCanDeleteAccount,
    requireCommissionsOnPartnerOrders: a.requireCommissionsOnPartnerOrders,
    requireTermsOfService: a.requireTermsOfService,
    showEventPlans: a.showEventPlans,
    showGroupSalesModule: a.showGroupSalesModule,
    audienceRewards: a.audienceRewards,
    automaticTicketBundling: a.automaticTicketBundling,
    hideSeatLocationsForGroupSalesAndHouseSeats: a.hideSeatLocationsForGroupSalesAndHouseSeats,
    nimbusDisabilityTags: a.nimbusDisabilityTags.filter((t): t is DisabilityTag =>
      (adaSeatTypes as readonly string[]).includes(t.disabilityType),
    ),
    staffIdleMinutes: a.staffIdleMinutes,
    staffSessionHours: a.staffSessionHours,
    enableSeasonTickets: a.seasonTicketsEnabled,
    enableNimbus: a.nimbusEnabled,
  };
}

/**
 * Saves the general account information. HTML that customers see is sanitised here, once,
 * so every later reader gets safe markup. The global head and body HTML are the account's
 * own tracking snippets and are kept as typed (only account administrators edit them).
 */
export async function saveAccountSettings(deps: AppDeps, actor: Actor, input: AccountSettingsInput) {
  const accountId = actor.staff.accountId;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateAccountSettings(tx, accountId, {
      name: input.name,
      currency: input.currency.toUpperCase(),
      defaultLanguage: input.defaultLanguage,
      timezone: input.timezone,
      homeUrl: input.homeUrl,
      bookNowUrl: input.bookNowUrl,
      supportEmail: input.supportEmail,
      emailButtonColor: input.emailButtonColor,
      emailFooterContent: sanitiseContentHtml(input.emailFooterContent),
      confirmationPageContent: sanitiseConfirmationHtml(input.confirmationPageContent),
      termsOfService: sanitiseContentHtml(input.termsOfService),
      termsOfServiceFr: sanitiseContentHtml(input.termsOfServiceFr),
      headerHeight: input.headerHeight,
      footerHeight: input.footerHeight,
      globalHeadHtml: input.globalHeadHtml,
      globalBodyHtml: input.globalBodyHtml,
      nimbusSupportEmail: input.nimbusSupportEmail,
      secondaryMarketAffiliateId: input.secondaryMarketAffiliateId,
      googleAnalyticsId: input.googleAnalyticsId,
      googleAnalytics4Id: input.googleAnalytics4Id,
      ticketTransferEnabled: input.ticketTransferFeatureEnabled,
      anonymizeGuestOrders: input.anonymizeGuestOrders,
      registeredGuestCanDeleteAccount: input.registeredGuestCanDeleteAccount,
      requireCommissionsOnPartnerOrders: input.requireCommissionsOnPartnerOrders,
      requireTermsOfService: input.requireTermsOfService,
      showEventPlans: input.showEventPlans,
      showGroupSalesModule: input.showGroupSalesModule,
      audienceRewards: input.audienceRewards,
      automaticTicketBundling: input.automaticTicketBundling,
      hideSeatLocationsForGroupSalesAndHouseSeats: input.hideSeatLocationsForGroupSalesAndHouseSeats,
      nimbusDisabilityTags: input.nimbusDisabilityTags,
      staffIdleMinutes: input.staffIdleMinutes,
      staffSessionHours: input.staffSessionHours,
    });
    await recordAudit(
      tx,
      {
        accountId,
        action: 'account_settings_updated',
        actorUserId: actor.staff.impersonator?.id ?? actor.staff.userId,
        ip: actor.ip,
      },
      now,
    );
  });
  if (input.anonymizeGuestOrders) {
    // Starts the account's series (one waits per account: saving again adds none).
    await deps.jobs.schedule(GUEST_ORDER_ANONYMIZATION_JOB, { accountId }, { key: String(accountId) });
    deps.jobs.wake(GUEST_ORDER_ANONYMIZATION_JOB);
  }
  return accountSettingsOf(await requireAccount(deps.db, accountId));
}
