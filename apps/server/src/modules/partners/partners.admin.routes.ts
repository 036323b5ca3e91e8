import {
  createPartner,
  createPartnerCategory,
  listPartnerCategories,
  listPartnerChoices,
  listPartners,
  updatePartner,
  updatePartnerCategory,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import * as service from './partners.service';
import { activePartners, partnerCategoryRows } from './partners.store';

export const partnerAdminRoutes = [
  implement(listPartnerCategories, async ({ deps, accountId }) =>
    (await partnerCategoryRows(deps.db, accountId)).map(service.categoryOutput),
  ),
  implement(createPartnerCategory, ({ deps, accountId, body }) =>
    service.createCategory(deps.db, accountId, body, deps.now()),
  ),
  implement(updatePartnerCategory, ({ deps, accountId, params, body }) =>
    service.updateCategory(deps.db, accountId, params.categoryId, body, deps.now()),
  ),
  implement(listPartners, ({ deps, accountId }) => service.listPartnersOf(deps.db, accountId)),
  implement(createPartner, ({ deps, accountId, body }) =>
    service.createPartner(deps.db, accountId, body, deps.now()),
  ),
  implement(updatePartner, ({ deps, accountId, params, body }) =>
    service.updatePartner(deps.db, accountId, params.partnerId, body, deps.now()),
  ),
  implement(listPartnerChoices, ({ deps, accountId }) => activePartners(deps.db, accountId)),
];
