import {
  createCompType,
  createCustomPaymentType,
  createPaymentAccount,
  createPaymentMethod,
  deleteCompType,
  deleteCustomPaymentType,
  listCompTypes,
  listCustomPaymentTypes,
  listPaymentAccounts,
  listPaymentMethods,
  updatePaymentAccount,
  updatePaymentMethod,
} from '@tessera/contract';
import { allowsItem } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { rows, uniquely } from '@/db/sql';
import { recordAudit } from '@/modules/audit/audit.store';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { encryptCredentials } from './credentials.service';

interface AccountRow {
  id: number;
  name: string;
  processor: string;
  is_live: boolean;
  onboarding_complete: boolean;
  has_credentials: boolean;
}
const accountOf = (r: AccountRow) => ({
  id: r.id,
  name: r.name,
  processor: r.processor as never,
  isLive: r.is_live,
  onboardingComplete: r.onboarding_complete,
  hasCredentials: r.has_credentials,
});
const accountColumns = sql`id, name, processor, is_live, onboarding_complete, credentials_encrypted IS NOT NULL AS has_credentials`;
const duplicate = () => new AppError('admin.payment_setting_duplicate', 'name');
const notFound = () => new AppError('admin.payment_setting_not_found');

interface CustomTypeRow {
  id: number;
  name: string;
  payment_method_id: number | null;
  partner_required: boolean | null;
}
const customTypeOf = (r: CustomTypeRow) => ({
  id: r.id,
  name: r.name,
  paymentMethodId: r.payment_method_id,
  partnerRequired: r.partner_required ?? false,
});

export const paymentSettingsRoutes = [
  implement(listPaymentAccounts, async ({ deps, accountId }) =>
    (
      await rows<AccountRow>(
        deps.db,
        sql`SELECT ${accountColumns} FROM payment_accounts WHERE account_id = ${accountId} ORDER BY lower(name), id`,
      )
    ).map(accountOf),
  ),
  implement(createPaymentAccount, async ({ deps, accountId, body, staff }) => {
    const now = deps.now();
    const secret = body.credentials
      ? encryptCredentials(deps.config.paymentCredentialsKey, body.credentials)
      : null;
    return deps.db.transaction(async (tx) => {
      const [row] = await rows<AccountRow>(
        tx,
        sql`INSERT INTO payment_accounts (account_id, name, processor, is_live, onboarding_complete, credentials_encrypted, created_at, updated_at)
          VALUES (${accountId}, ${body.name}, ${body.processor}, ${body.isLive}, ${body.onboardingComplete}, ${secret}, ${now}, ${now})
          RETURNING ${accountColumns}`,
      );
      await recordAudit(
        tx,
        {
          accountId,
          action: 'payment_account_saved',
          actorUserId: staff.userId,
          detail: { paymentAccountId: row!.id, credentialsChanged: secret !== null },
        },
        now,
      );
      return accountOf(row!);
    });
  }),
  implement(updatePaymentAccount, async ({ deps, accountId, params, body, staff }) => {
    const now = deps.now();
    const secret = body.credentials
      ? encryptCredentials(deps.config.paymentCredentialsKey, body.credentials)
      : null;
    return deps.db.transaction(async (tx) => {
      const [row] = await rows<AccountRow>(
        tx,
        sql`UPDATE payment_accounts SET name = ${body.name}, processor = ${body.processor}, is_live = ${body.isLive},
          onboarding_complete = ${body.onboardingComplete},
          credentials_encrypted = COALESCE(${secret}, credentials_encrypted), updated_at = ${now}
          WHERE account_id = ${accountId} AND id = ${params.id} RETURNING ${accountColumns}`,
      );
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
      return accountOf(row);
    });
  }),
  implement(listPaymentMethods, async ({ deps, accountId }) =>
    (
      await rows<{ id: number; name: string; partner_required: boolean }>(
        deps.db,
        sql`SELECT id, name, partner_required FROM payment_methods WHERE account_id = ${accountId} ORDER BY lower(name)`,
      )
    ).map((r) => ({ id: r.id, name: r.name, partnerRequired: r.partner_required })),
  ),
  implement(createPaymentMethod, async ({ deps, accountId, body }) => {
    const [row] = await uniquely(
      () =>
        rows<{ id: number }>(
          deps.db,
          sql`INSERT INTO payment_methods (account_id, name, partner_required, created_at)
            VALUES (${accountId}, ${body.name}, ${body.partnerRequired}, ${deps.now()}) RETURNING id`,
        ),
      duplicate,
    );
    return { id: row!.id, name: body.name, partnerRequired: body.partnerRequired };
  }),
  implement(updatePaymentMethod, async ({ deps, accountId, params, body }) => {
    const [row] = await uniquely(
      () =>
        rows<{ id: number }>(
          deps.db,
          sql`UPDATE payment_methods SET name = ${body.name}, partner_required = ${body.partnerRequired}
            WHERE account_id = ${accountId} AND id = ${params.id} RETURNING id`,
        ),
      duplicate,
    );
    if (!row) throw notFound();
    return { id: row.id, name: body.name, partnerRequired: body.partnerRequired };
  }),
  implement(listCompTypes, async ({ deps, accountId, staff }) => {
    const [list, policy] = await Promise.all([
      rows<{ id: number; name: string }>(
        deps.db,
        sql`SELECT id, name FROM comp_types WHERE account_id = ${accountId} ORDER BY lower(name)`,
      ),
      policyFor(deps.db, staff),
    ]);
    // Only the comp types the user's group allows (spec §3): the sell screen offers no other.
    return list.filter((c) => allowsItem(policy, 'compTypes', c));
  }),
  implement(createCompType, async ({ deps, accountId, body }) => {
    const [row] = await uniquely(
      () =>
        rows<{ id: number; name: string }>(
          deps.db,
          sql`INSERT INTO comp_types (account_id, name, created_at) VALUES (${accountId}, ${body.name}, ${deps.now()})
            RETURNING id, name`,
        ),
      duplicate,
    );
    return row!;
  }),
  implement(deleteCompType, async ({ deps, accountId, params }) => {
    const gone = await rows<{ id: number }>(
      deps.db,
      sql`DELETE FROM comp_types WHERE account_id = ${accountId} AND id = ${params.id} RETURNING id`,
    );
    if (gone.length === 0) throw notFound();
    return { ok: true as const };
  }),
  implement(listCustomPaymentTypes, async ({ deps, accountId, staff }) => {
    const policy = await policyFor(deps.db, staff);
    return (
      await rows<CustomTypeRow>(
        deps.db,
        sql`SELECT t.id, t.name, t.payment_method_id, m.partner_required FROM custom_payment_types t
          LEFT JOIN payment_methods m ON m.id = t.payment_method_id AND m.account_id = t.account_id
          WHERE t.account_id = ${accountId} ORDER BY lower(t.name)`,
      )
    )
      .filter((t) => allowsItem(policy, 'customPayments', t))
      .map(customTypeOf);
  }),
  implement(createCustomPaymentType, async ({ deps, accountId, body }) => {
    let partnerRequired = false;
    if (body.paymentMethodId !== null) {
      const [method] = await rows<{ partner_required: boolean }>(
        deps.db,
        sql`SELECT partner_required FROM payment_methods WHERE account_id = ${accountId} AND id = ${body.paymentMethodId}`,
      );
      if (!method) throw new AppError('admin.payment_setting_not_found', 'paymentMethodId');
      partnerRequired = method.partner_required;
    }
    const [row] = await uniquely(
      () =>
        rows<{ id: number }>(
          deps.db,
          sql`INSERT INTO custom_payment_types (account_id, name, payment_method_id, created_at)
            VALUES (${accountId}, ${body.name}, ${body.paymentMethodId}, ${deps.now()}) RETURNING id`,
        ),
      duplicate,
    );
    return { id: row!.id, name: body.name, paymentMethodId: body.paymentMethodId, partnerRequired };
  }),
  implement(deleteCustomPaymentType, async ({ deps, accountId, params }) => {
    const gone = await rows<{ id: number }>(
      deps.db,
      sql`DELETE FROM custom_payment_types WHERE account_id = ${accountId} AND id = ${params.id} RETURNING id`,
    );
    if (gone.length === 0) throw notFound();
    return { ok: true as const };
  }),
];
