import { adjustCustomerCredit, getCustomerCredit, getShopAccountCredit } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { accountCreditOf, adjustAccountCredit } from './customer-credit.service';
import { creditBalance } from './customer-credit.store';

export const customerCreditRoutes = [
  implement(getCustomerCredit, async ({ deps, accountId, params }) =>
    accountCreditOf(deps.db, accountId, params.customerId),
  ),
  implement(adjustCustomerCredit, async ({ deps, accountId, params, body, staff }) => {
    await adjustAccountCredit(deps.db, accountId, params.customerId, body, staff.userId, deps.now());
    return accountCreditOf(deps.db, accountId, params.customerId);
  }),
  implement(getShopAccountCredit, async ({ deps, accountId, customer }) => ({
    balance: await creditBalance(deps.db, accountId, customer.customerId),
  })),
];
