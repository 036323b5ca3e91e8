import type { PosSettingsView } from '@tessera/contract';
import {
  defaultPosPaymentTypes,
  type PosPaymentType,
  posPaymentTypeChoices,
  posPaymentTypesProblem,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { deletePosSettings, findPosPaymentTypes, upsertPosSettings } from './pos-settings.store';

const isChoice = (type: string): type is PosPaymentType =>
  (posPaymentTypeChoices as readonly string[]).includes(type);

/**
 * The payment types the account's point-of-sale counter takes, in its sellers' order; null
 * until the account saves its own, when the counter takes what any back-office sale takes.
 */
export async function posPaymentTypesOf(db: Db, accountId: number): Promise<PosPaymentType[] | null> {
  const saved = await findPosPaymentTypes(db, accountId);
  return saved ? saved.filter(isChoice) : null;
}

export async function posSettingsOf(db: Db, accountId: number): Promise<PosSettingsView> {
  return { paymentTypes: (await posPaymentTypesOf(db, accountId)) ?? [...defaultPosPaymentTypes] };
}

export async function savePosSettingsOf(
  db: Db,
  accountId: number,
  userId: number,
  input: { paymentTypes: PosPaymentType[] },
  now: Date,
): Promise<PosSettingsView> {
  const problem = posPaymentTypesProblem(input.paymentTypes);
  if (problem === 'empty') throw new AppError('admin.pos_payment_types_empty', 'paymentTypes');
  if (problem === 'duplicate') throw new AppError('admin.pos_payment_type_duplicate', 'paymentTypes');
  await upsertPosSettings(db, { accountId, paymentTypes: input.paymentTypes, updatedBy: userId }, now);
  return posSettingsOf(db, accountId);
}

export async function resetPosSettingsOf(db: Db, accountId: number): Promise<PosSettingsView> {
  await deletePosSettings(db, accountId);
  return posSettingsOf(db, accountId);
}

/**
 * A sale through the point-of-sale channel takes only the counter's payment types: another is
 * refused on its line, as the checkout refuses any type it cannot take.
 */
export async function requirePosPaymentTypes(
  db: Db,
  accountId: number,
  channel: string,
  payments: readonly { type: string }[],
): Promise<void> {
  if (channel !== 'PointOfSale') return;
  const offered: readonly string[] | null = await posPaymentTypesOf(db, accountId);
  if (!offered) return;
  payments.forEach((p, index) => {
    if (!offered.includes(p.type)) {
      throw new AppError('purchase.payment_type_not_allowed', `payments.${index}.type`);
    }
  });
}
