import { listPaymentCommissions, type PaymentCommissionRow, savePaymentCommissions } from '@tessera/contract';
import { cardTypes, commissionRowProblems, fundingTypes } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError, AppErrors } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { replaceCommissionRows, templateCommissionRows } from './commissions.store';

/** Rows in the grid's order: card type, then funding type. */
const order = (row: PaymentCommissionRow) =>
  cardTypes.indexOf(row.cardType) * fundingTypes.length + fundingTypes.indexOf(row.fundingType);

async function commissionsOf(db: Db, accountId: number, templateId: number) {
  const rows = (await templateCommissionRows(db, accountId, templateId)).map(
    (r): PaymentCommissionRow => ({
      cardType: r.cardType as PaymentCommissionRow['cardType'],
      fundingType: r.fundingType as PaymentCommissionRow['fundingType'],
      basisPoints: r.basisPoints,
      flatAmount: r.flatAmount,
      min: r.minAmount,
      max: r.maxAmount,
    }),
  );
  return { rows: rows.sort((a, b) => order(a) - order(b)) };
}

export const commissionRoutes = [
  implement(listPaymentCommissions, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    return commissionsOf(deps.db, accountId, params.id);
  }),
  implement(savePaymentCommissions, ({ deps, accountId, params, body }) =>
    deps.db.transaction(async (tx) => {
      await requireEditableTemplate(tx, accountId, params.id);
      const problems = commissionRowProblems(body.rows).map(
        (p) => new AppError(p.code, `rows.${p.index}.${p.field}`),
      );
      if (problems.length === 1) throw problems[0];
      if (problems.length > 1) throw new AppErrors(problems);
      await replaceCommissionRows(
        tx,
        accountId,
        params.id,
        body.rows.map((r) => ({
          cardType: r.cardType,
          fundingType: r.fundingType,
          basisPoints: r.basisPoints,
          flatAmount: r.flatAmount,
          minAmount: r.min,
          maxAmount: r.max,
        })),
      );
      return commissionsOf(tx, accountId, params.id);
    }),
  ),
];
