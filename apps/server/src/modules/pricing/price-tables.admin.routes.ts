import { getPriceTable, savePriceTable } from '@tessera/contract';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { implement } from '@/platform/http/implement';
import { loadPriceTable, savePriceTableOf } from './price-tables.store';

export const priceTableRoutes = [
  implement(getPriceTable, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    return loadPriceTable(deps.db, accountId, params.id);
  }),
  implement(savePriceTable, async ({ deps, accountId, params, body }) => {
    await requireEditableTemplate(deps.db, accountId, params.id);
    await savePriceTableOf(deps.db, accountId, params.id, body.entries);
    return loadPriceTable(deps.db, accountId, params.id);
  }),
];
