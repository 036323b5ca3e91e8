import {
  createDeliveryPlan,
  deleteDeliveryPlan,
  listDeliveryPlans,
  updateDeliveryPlan,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { createPlan, removePlan, updatePlan } from './delivery-plans.service';
import { listPlans } from './delivery-plans.store';

export const deliveryPlansAdminRoutes = [
  implement(listDeliveryPlans, async ({ deps, accountId }) => listPlans(deps.db, accountId)),
  implement(createDeliveryPlan, async ({ deps, accountId, body }) =>
    createPlan(deps.db, accountId, body, deps.now()),
  ),
  implement(updateDeliveryPlan, async ({ deps, accountId, params, body }) =>
    updatePlan(deps.db, accountId, params.id, body),
  ),
  implement(deleteDeliveryPlan, async ({ deps, accountId, params }) => {
    await removePlan(deps.db, accountId, params.id);
    return { ok: true as const };
  }),
];
