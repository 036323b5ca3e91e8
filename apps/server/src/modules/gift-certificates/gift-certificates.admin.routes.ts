import {
  getGiftCertificate,
  giftCertificateBalance,
  listCustomerGiftCertificates,
  sellGiftCertificate,
  voidGiftCertificate,
} from '@tessera/contract';
import { customerRow } from '@/modules/customers/customers.store';
import { requireSalePolicy } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { sell, voidCertificate } from './gift-certificates.service';
import {
  giftCertificateById,
  giftCertificateByNumber,
  giftCertificateOf,
  giftCertificatesOfCustomer,
} from './gift-certificates.store';

async function byId(db: Parameters<typeof giftCertificateById>[0], accountId: number, id: number) {
  const row = await giftCertificateById(db, accountId, id);
  if (!row) throw new AppError('admin.gift_certificate_not_found');
  return giftCertificateOf(row);
}

export const giftCertificateRoutes = [
  implement(sellGiftCertificate, async ({ deps, accountId, body, staff }) => {
    // The seller's user group may limit the payment types they take (spec §3).
    await requireSalePolicy(deps.db, staff, {
      payments: [{ type: body.paymentType }],
      paymentField: () => 'paymentType',
    });
    const id = await sell(deps.db, accountId, body, staff.userId, deps.now());
    return byId(deps.db, accountId, id);
  }),
  implement(getGiftCertificate, async ({ deps, accountId, params }) =>
    byId(deps.db, accountId, params.giftCertificateId),
  ),
  implement(giftCertificateBalance, async ({ deps, accountId, query }) => {
    const row = await giftCertificateByNumber(deps.db, accountId, query.number);
    if (!row) throw new AppError('purchase.gift_certificate_not_found', 'number');
    return giftCertificateOf(row);
  }),
  implement(voidGiftCertificate, async ({ deps, accountId, params }) => {
    await voidCertificate(deps.db, accountId, params.giftCertificateId, deps.now());
    return byId(deps.db, accountId, params.giftCertificateId);
  }),
  implement(listCustomerGiftCertificates, async ({ deps, accountId, params }) => {
    if (!(await customerRow(deps.db, accountId, params.customerId)))
      throw new AppError('admin.customer_not_found');
    return (await giftCertificatesOfCustomer(deps.db, accountId, params.customerId)).map(giftCertificateOf);
  }),
];
