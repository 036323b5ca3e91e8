import {
  getAccountInformation,
  getConsumerAccount,
  getConsumerFeatures,
  getTermsOfService,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { shopHostName } from '@/platform/tenancy';
import { consumerAccountOf, featureFlagsOf, requireAccount } from './accounts.service';
import { shopHostSettings } from './shop-host.store';

export const accountsShopRoutes = [
  implement(getConsumerAccount, async ({ deps, accountId }) =>
    consumerAccountOf(await requireAccount(deps.db, accountId)),
  ),
  implement(getAccountInformation, async ({ deps, accountId, request }) => {
    const account = await requireAccount(deps.db, accountId);
    const host = await shopHostSettings(deps.db, accountId, shopHostName(request));
    return {
      ...host,
      name: account.name,
      homeUrl: account.homeUrl,
      bookNowUrl: account.bookNowUrl,
      supportEmail: account.supportEmail,
      hostName: shopHostName(request),
      confirmationPageContent: account.confirmationPageContent,
      googleAnalyticsId: account.googleAnalyticsId,
      googleAnalytics4Id: account.googleAnalytics4Id,
    };
  }),
  implement(getTermsOfService, async ({ deps, accountId, locale }) => {
    const account = await requireAccount(deps.db, accountId);
    // Sanitised when saved (sanitise.ts); French buyers read the French text where there is one.
    const french = locale === 'fr' && account.termsOfServiceFr.trim() !== '';
    return { html: french ? account.termsOfServiceFr : account.termsOfService };
  }),
  implement(getConsumerFeatures, async ({ deps, accountId }) => {
    const { seasonTickets, ticketTransfer, nimbus } = featureFlagsOf(
      await requireAccount(deps.db, accountId),
    );
    return { seasonTickets, ticketTransfer, nimbus };
  }),
];
