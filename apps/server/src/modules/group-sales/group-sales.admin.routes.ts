import {
  confirmGroupSaleRequest,
  createGroupClient,
  createGroupSaleRequest,
  declineGroupSaleRequest,
  downloadGroupNamesList,
  getGroupNamesList,
  getGroupPriceTiers,
  getGroupSaleRequest,
  listGroupClients,
  listGroupSaleRequests,
  listGroupSaleSeats,
  payGroupSaleBalance,
  quoteGroupSaleRequest,
  setGroupNamesList,
  setGroupPriceTiers,
  updateGroupClient,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import * as clients from './group-clients.service';
import * as names from './group-names.service';
import * as service from './group-sales.service';
import * as confirm from './group-sales-confirm.service';

export const groupSalesAdminRoutes = [
  implement(listGroupClients, ({ deps, accountId, staff }) => clients.listClients(deps.db, accountId, staff)),
  implement(createGroupClient, ({ deps, accountId, staff, body }) =>
    clients.createClient(deps.db, accountId, staff, body, deps.now()),
  ),
  implement(updateGroupClient, ({ deps, accountId, staff, params, body }) =>
    clients.updateClient(deps.db, accountId, staff, params.clientId, body, deps.now()),
  ),
  implement(getGroupPriceTiers, ({ deps, accountId }) => clients.getTiers(deps.db, accountId)),
  implement(setGroupPriceTiers, ({ deps, accountId, body }) =>
    clients.setTiers(deps.db, accountId, body.tiers),
  ),
  implement(listGroupSaleRequests, ({ deps, accountId, staff }) =>
    service.listRequests(deps.db, accountId, staff, deps.now()),
  ),
  implement(getGroupSaleRequest, ({ deps, accountId, staff, params }) =>
    service.getRequest(deps.db, accountId, staff, params.requestId, deps.now()),
  ),
  implement(createGroupSaleRequest, ({ deps, accountId, staff, body }) =>
    service.createRequest(deps.db, accountId, staff, body, deps.now()),
  ),
  implement(quoteGroupSaleRequest, ({ deps, accountId, staff, params, body }) =>
    service.quoteRequest(deps.db, accountId, staff, params.requestId, body, deps.now()),
  ),
  implement(listGroupSaleSeats, ({ deps, accountId, staff, params }) =>
    service.seatsToQuote(deps.db, accountId, staff, params.requestId),
  ),
  implement(confirmGroupSaleRequest, ({ deps, accountId, staff, params, body }) =>
    confirm.confirmRequest(deps, accountId, staff, params.requestId, body),
  ),
  implement(payGroupSaleBalance, ({ deps, accountId, staff, params }) =>
    confirm.payBalance(deps, accountId, staff, params.requestId),
  ),
  implement(declineGroupSaleRequest, ({ deps, accountId, staff, params }) =>
    service.declineRequest(deps.db, accountId, staff, params.requestId, deps.now()),
  ),
  implement(getGroupNamesList, ({ deps, accountId, staff, params }) =>
    names.getNames(deps.db, accountId, staff, params.requestId),
  ),
  implement(setGroupNamesList, ({ deps, accountId, staff, params, body }) =>
    names.setNames(deps.db, accountId, staff, params.requestId, body.names),
  ),
  implement(downloadGroupNamesList, async ({ deps, accountId, staff, params, reply }) => {
    const file = await names.namesCsv(deps.db, accountId, staff, params.requestId);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store');
    return file.body;
  }),
];
