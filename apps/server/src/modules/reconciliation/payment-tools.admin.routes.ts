import {
  listStripePlatformAccounts,
  listStuckPayments,
  lookupProcessorPayment,
  retryStuckPayment,
  startStripeOnboarding,
  voidStuckPayment,
} from '@tessera/contract';
import { onboardingLink, platformAccounts } from '@/modules/payments/stripe/stripe-connect.service';
import { implement } from '@/platform/http/implement';
import { lookupPayment, retryStuck, stuckPayments, voidStuck } from './payment-tools.service';

export const paymentToolsAdminRoutes = [
  implement(lookupProcessorPayment, async ({ deps, accountId, params }) =>
    lookupPayment({ db: deps.db, now: deps.now, config: deps.config }, accountId, params.reference),
  ),
  implement(listStripePlatformAccounts, async ({ deps, accountId }) =>
    platformAccounts({ db: deps.db, now: deps.now, config: deps.config }, accountId),
  ),
  implement(startStripeOnboarding, async ({ deps, accountId, params }) =>
    onboardingLink({ db: deps.db, now: deps.now, config: deps.config }, accountId, params.paymentAccountId),
  ),
  implement(listStuckPayments, async ({ deps, accountId }) => ({
    items: await stuckPayments({ db: deps.db, now: deps.now, config: deps.config }, accountId),
  })),
  implement(retryStuckPayment, async ({ deps, accountId, params }) =>
    retryStuck({ db: deps.db, now: deps.now, config: deps.config }, accountId, params.chargeId),
  ),
  implement(voidStuckPayment, async ({ deps, accountId, params }) =>
    voidStuck({ db: deps.db, now: deps.now, config: deps.config }, accountId, params.chargeId),
  ),
];
