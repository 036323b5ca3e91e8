import {
  createCompType,
  createCustomPaymentType,
  createPaymentAccount,
  createPaymentMethod,
  deleteCompType,
  deleteCustomPaymentType,
  getPaymentOptions,
  listCompTypes,
  listCustomPaymentTypes,
  listPaymentAccounts,
  listPaymentMethods,
  type StripeCredentials,
  updatePaymentAccount,
  updatePaymentMethod,
  updatePaymentOptions,
} from '@tessera/contract';
import { allowsItem } from '@tessera/domain';
import { uniquely } from '@/db/sql';
import { recordAudit } from '@/modules/audit/audit.store';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { encryptCredentials } from './credentials.service';
import { minimumPayment, saveMinimumPayment } from './payment-options.store';
import * as store from './payment-settings.store';
import { secretHint, stripeKeys } from './stripe-credentials.service';

/** A payment account as staff see it: whether keys are stored, and a hint of the secret key, never a key. */
const accountOf = (key: Buffer) => (r: store.PaymentAccountRow) => {
  const stripe = r.processor === 'Stripe' ? stripeKeys(key, r.credentials_encrypted) : null;
  return {
    id: r.id,
    name: r.name,
    processor: r.processor as never,
    isLive: r.is_live,
    onboardingComplete: r.onboarding_complete,
    hasCredentials: r.has_credentials,
    credentialsHint: stripe ? secretHint(stripe.secretKey) : null,
  };
};

/**
 * The credentials to store, encrypted: a Stripe account's three keys as one JSON value, or the
 * free-form credentials of another processor; null keeps the stored ones.
 */
function sealedCredentials(
  key: Buffer,
  body: { processor: string; credentials?: string; stripe?: StripeCredentials },
) {
  if (body.stripe && body.processor !== 'Stripe') throw new AppError('common.validation_failed', 'stripe');
  const plain = body.stripe ? JSON.stringify(body.stripe) : body.credentials;
  return plain ? encryptCredentials(key, plain) : null;
}
const duplicate = () => new AppError('admin.payment_setting_duplicate', 'name');
const notFound = () => new AppError('admin.payment_setting_not_found');

const customTypeOf = (r: store.CustomTypeRow) => ({
  id: r.id,
  name: r.name,
  paymentMethodId: r.payment_method_id,
  partnerRequired: r.partner_required ?? false,
});

export const paymentSettingsRoutes = [
  implement(listPaymentAccounts, async ({ deps, accountId }) =>
    (await store.listPaymentAccountRows(deps.db, accountId)).map(
      accountOf(deps.config.paymentCredentialsKey),
    ),
  ),
  implement(createPaymentAccount, async ({ deps, accountId, body, staff }) => {
    const now = deps.now();
    const secret = sealedCredentials(deps.config.paymentCredentialsKey, body);
    return deps.db.transaction(async (tx) => {
      const row = await store.insertPaymentAccount(tx, accountId, body, secret, now);
      await recordAudit(
        tx,
        {
          accountId,
          action: 'payment_account_saved',
          actorUserId: staff.userId,
          detail: { paymentAccountId: row.id, credentialsChanged: secret !== null },
        },
        now,
      );
      return accountOf(deps.config.paymentCredentialsKey)(row);
    });
  }),
  implement(updatePaymentAccount, async ({ deps, accountId, params, body, staff }) => {
    const now = deps.now();
    const secret = sealedCredentials(deps.config.paymentCredentialsKey, body);
    return deps.db.transaction(async (tx) => {
      const row = await store.updatePaymentAccountRow(tx, accountId, params.id, body, secret, now);
      if (!row) throw notFound();
      await recordAudit(
        tx,
        {
          accountId,
          action: 'payment_account_saved',
          actorUserId: staff.userId,
          detail: { paymentAccountId: row.id, credentialsChanged: secret !== null },
        },
        now,
      );
      return accountOf(deps.config.paymentCredentialsKey)(row);
    });
  }),
  implement(listPaymentMethods, async ({ deps, accountId }) =>
    (await store.listPaymentMethodRows(deps.db, accountId)).map((r) => ({
      id: r.id,
      name: r.name,
      partnerRequired: r.partner_required,
    })),
  ),
  implement(createPaymentMethod, async ({ deps, accountId, body }) => {
    const id = await uniquely(
      () => store.insertPaymentMethod(deps.db, accountId, body, deps.now()),
      duplicate,
    );
    return { id, name: body.name, partnerRequired: body.partnerRequired };
  }),
  implement(updatePaymentMethod, async ({ deps, accountId, params, body }) => {
    const found = await uniquely(
      () => store.updatePaymentMethodRow(deps.db, accountId, params.id, body),
      duplicate,
    );
    if (!found) throw notFound();
    return { id: params.id, name: body.name, partnerRequired: body.partnerRequired };
  }),
  implement(listCompTypes, async ({ deps, accountId, staff }) => {
    const [list, policy] = await Promise.all([
      store.listCompTypeRows(deps.db, accountId),
      policyFor(deps.db, staff),
    ]);
    // Only the comp types the user's group allows (spec §3): the sell screen offers no other.
    return list.filter((c) => allowsItem(policy, 'compTypes', c));
  }),
  implement(createCompType, ({ deps, accountId, body }) =>
    uniquely(() => store.insertCompType(deps.db, accountId, body.name, deps.now()), duplicate),
  ),
  implement(deleteCompType, async ({ deps, accountId, params }) => {
    if (!(await store.deleteCompTypeRow(deps.db, accountId, params.id))) throw notFound();
    return { ok: true as const };
  }),
  implement(listCustomPaymentTypes, async ({ deps, accountId, staff }) => {
    const policy = await policyFor(deps.db, staff);
    return (await store.listCustomTypeRows(deps.db, accountId))
      .filter((t) => allowsItem(policy, 'customPayments', t))
      .map(customTypeOf);
  }),
  implement(createCustomPaymentType, async ({ deps, accountId, body }) => {
    let partnerRequired = false;
    if (body.paymentMethodId !== null) {
      const method = await store.findPaymentMethod(deps.db, accountId, body.paymentMethodId);
      if (!method) throw new AppError('admin.payment_setting_not_found', 'paymentMethodId');
      partnerRequired = method.partner_required;
    }
    const id = await uniquely(() => store.insertCustomType(deps.db, accountId, body, deps.now()), duplicate);
    return { id, name: body.name, paymentMethodId: body.paymentMethodId, partnerRequired };
  }),
  implement(deleteCustomPaymentType, async ({ deps, accountId, params }) => {
    if (!(await store.deleteCustomTypeRow(deps.db, accountId, params.id))) throw notFound();
    return { ok: true as const };
  }),
  implement(getPaymentOptions, async ({ deps, accountId }) => ({
    minimumPayment: await minimumPayment(deps.db, accountId),
  })),
  implement(updatePaymentOptions, async ({ deps, accountId, body }) => {
    await saveMinimumPayment(deps.db, accountId, body.minimumPayment, deps.now());
    return { minimumPayment: body.minimumPayment };
  }),
];
