import { createPaymentPlan, deletePaymentPlan, listPaymentPlans, updatePaymentPlan } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import * as plans from './payment-plans.service';
import { listPlanRows } from './payment-plans.store';

export const paymentPlansAdminRoutes = [
  implement(listPaymentPlans, async ({ deps, accountId }) => listPlanRows(deps.db, accountId)),
  implement(createPaymentPlan, async ({ deps, accountId, body }) =>
    plans.createPaymentPlan(deps.db, accountId, body, deps.now()),
  ),
  implement(updatePaymentPlan, async ({ deps, accountId, params, body }) =>
    plans.updatePaymentPlan(deps.db, accountId, params.id, body),
  ),
  implement(deletePaymentPlan, async ({ deps, accountId, params }) => {
    await plans.deletePaymentPlan(deps.db, accountId, params.id);
    return { ok: true as const };
  }),
];
