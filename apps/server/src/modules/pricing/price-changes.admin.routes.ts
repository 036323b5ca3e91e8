import {
  approvePriceChange,
  createPriceChange,
  denyPriceChange,
  listPriceChanges,
  requestPriceChangeApproval,
  updatePriceChange,
} from '@tessera/contract';
import { requireTemplate } from '@/modules/templates/templates.service';
import { implement } from '@/platform/http/implement';
import {
  approveChange,
  askForApproval,
  denyChange,
  draftPriceChange,
  listPriceChangesOf,
  priceChangeView,
  redraftPriceChange,
} from './price-changes.service';

export const priceChangeRoutes = [
  implement(listPriceChanges, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    return listPriceChangesOf(deps.db, accountId, params.id);
  }),
  implement(createPriceChange, async ({ deps, accountId, staff, params, body }) => {
    const id = await draftPriceChange(deps.db, accountId, params.id, body, staff, deps.now());
    return priceChangeView(deps.db, accountId, id);
  }),
  implement(updatePriceChange, async ({ deps, accountId, params, body }) => {
    await redraftPriceChange(deps.db, accountId, params.id, body);
    return priceChangeView(deps.db, accountId, params.id);
  }),
  implement(requestPriceChangeApproval, async ({ deps, accountId, staff, params }) => {
    await askForApproval(deps.db, accountId, params.id, staff, deps.now());
    return priceChangeView(deps.db, accountId, params.id);
  }),
  implement(approvePriceChange, async ({ deps, accountId, staff, params }) => {
    await approveChange(deps.db, accountId, params.id, staff, deps.now());
    return priceChangeView(deps.db, accountId, params.id);
  }),
  implement(denyPriceChange, async ({ deps, accountId, staff, params, body }) => {
    await denyChange(deps.db, accountId, params.id, body.note, staff, deps.now());
    return priceChangeView(deps.db, accountId, params.id);
  }),
];
