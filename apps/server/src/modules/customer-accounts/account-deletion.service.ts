import { anonymizedEmail } from '@tessera/domain';
import { requireAccount } from '@/modules/accounts/accounts.service';
import { recordAudit } from '@/modules/audit/audit.store';
import { customerChanged } from '@/modules/customers/customers.service';
import { anonymizeCustomerRows } from '@/modules/customers/customers.store';
import type { CustomerPrincipal } from '@/platform/auth/customer-session';
import { verifyPassword } from '@/platform/auth/passwords';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { endCustomerSessions, forgetStoredCards } from './customer-accounts.store';

/**
 * A registered shop customer deletes their own account, when the venue offers it (account
 * setting "registered guest can delete account", decisions/0062). Their password confirms it.
 * The personal data goes as when staff anonymize the customer (orders and money stay, the buyer
 * on each order is blanked), stored cards are forgotten, and every session of theirs ends.
 */
export async function deleteOwnAccount(
  deps: AppDeps,
  customer: CustomerPrincipal,
  password: string,
  stored: string | null,
): Promise<void> {
  const { accountId, customerId } = customer;
  const account = await requireAccount(deps.db, accountId);
  if (!account.registeredGuestCanDeleteAccount) throw new AppError('auth.account_deletion_not_offered');
  if (!stored || !(await verifyPassword(stored, password))) {
    throw new AppError('auth.current_password_incorrect', 'password');
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await anonymizeCustomerRows(tx, accountId, customerId, anonymizedEmail(customerId), now);
    await forgetStoredCards(tx, accountId, customerId);
    await endCustomerSessions(tx, accountId, customerId, now);
    await recordAudit(
      tx,
      { accountId, action: 'customer_anonymized', actorUserId: null, detail: { customerId, by: 'customer' } },
      now,
    );
    await customerChanged(tx, accountId, customerId, 'anonymized', now);
  });
}
