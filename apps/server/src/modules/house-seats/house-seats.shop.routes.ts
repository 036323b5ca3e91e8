import { cancelHouseSeatRequestByLink, payHouseSeatRequest, viewHouseSeatPayment } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import * as service from './house-seat-links.service';

/** The requester's pages, opened by the link mailed on approval (no sign-in: the link is the key). */
export const houseSeatsShopRoutes = [
  implement(viewHouseSeatPayment, ({ deps, accountId, body }) =>
    service.viewByLink(deps.db, accountId, body.requestId, body.token, deps.now()),
  ),
  implement(payHouseSeatRequest, ({ deps, accountId, body }) => service.payByLink(deps, accountId, body)),
  implement(cancelHouseSeatRequestByLink, ({ deps, accountId, body }) =>
    service.cancelByLink(deps, accountId, body.requestId, body.token),
  ),
];
