import type { StripePlatformAccount as PlatformAccount } from '@tessera/contract';
import type Stripe from 'stripe';
import type { Config } from '@/config';
import type { Db } from '@/db/client';
import type { ProcessorConfig } from '@/modules/payments/payment-processor.port';
import { AppError } from '@/platform/http/app-error';
import { stripeClient } from './stripe.adapter';
import {
  followOnboarding,
  keepConnectedAccount,
  unifiedAccount,
  unifiedAccounts,
} from './stripe-connect.store';

/**
 * The Stripe Unified Account (decisions/0090): each StripeUnified payment account is a connected
 * account on the platform's Stripe account (`STRIPE_PLATFORM_SECRET_KEY`). Its onboarding state
 * is what Stripe's Accounts API answers (details submitted: complete; charges enabled: live), and
 * the payment account's own flags follow it whenever it is read, so a sale goes to the connected
 * account only once Stripe lets it take charges.
 */

interface Io {
  db: Db;
  now: () => Date;
  config: ProcessorConfig & Pick<Config, 'publicUrl'>;
}

function platform(config: ProcessorConfig): Stripe | null {
  const key = config.stripe.platformSecretKey;
  return key ? stripeClient(key, config.stripe) : null;
}

const unavailable = (error: unknown): never => {
  if (error instanceof AppError) throw error;
  throw new AppError('purchase.payment_processor_unavailable');
};

function stateOf(account: Stripe.Account): Pick<PlatformAccount, 'onboarding' | 'isLive' | 'due'> {
  return {
    onboarding: account.details_submitted ? 'complete' : 'incomplete',
    isLive: account.charges_enabled === true,
    due: account.requirements?.currently_due ?? [],
  };
}

/** The account's connected accounts with their onboarding as Stripe answers it now. */
export async function platformAccounts(
  io: Io,
  accountId: number,
): Promise<{ items: PlatformAccount[]; platformConfigured: boolean }> {
  const stripe = platform(io.config);
  const items: PlatformAccount[] = [];
  for (const row of await unifiedAccounts(io.db, accountId)) {
    const base = { paymentAccountId: row.id, name: row.name, connectedAccountId: row.stripe_account_id };
    if (!stripe || !row.stripe_account_id) {
      items.push({ ...base, onboarding: 'not_started', isLive: false, due: [] });
      continue;
    }
    const account = await stripe.accounts.retrieve(row.stripe_account_id).catch(unavailable);
    const state = stateOf(account);
    await followOnboarding(
      io.db,
      accountId,
      row.id,
      { onboardingComplete: state.onboarding === 'complete', isLive: state.isLive },
      io.now(),
    );
    items.push({ ...base, ...state });
  }
  return { items, platformConfigured: stripe !== null };
}

/**
 * Makes the payment account's connected account (once: the creation's idempotency key is the
 * payment account's, and the first id kept stays) and answers Stripe's onboarding link for it.
 */
export async function onboardingLink(
  io: Io,
  accountId: number,
  paymentAccountId: number,
): Promise<{ url: string; connectedAccountId: string }> {
  const stripe = platform(io.config);
  const row = await unifiedAccount(io.db, accountId, paymentAccountId);
  if (!row) throw new AppError('admin.payment_setting_not_found', 'paymentAccountId');
  if (!stripe || row.processor !== 'StripeUnified') throw new AppError('admin.connected_account_unavailable');
  let connected = row.stripe_account_id;
  if (!connected) {
    const made = await stripe.accounts
      .create(
        {
          type: 'standard',
          metadata: { tessera_account: String(accountId), tessera_payment_account: String(row.id) },
        },
        { idempotencyKey: `tessera-connect-${accountId}-${row.id}` },
      )
      .catch(unavailable);
    connected = await keepConnectedAccount(io.db, accountId, row.id, made.id, io.now());
  }
  const back = `${io.config.publicUrl}/admin/v2/tools/stripe-platform-accounts`;
  const link = await stripe.accountLinks
    .create({ account: connected, type: 'account_onboarding', return_url: back, refresh_url: back })
    .catch(unavailable);
  return { url: link.url, connectedAccountId: connected };
}
