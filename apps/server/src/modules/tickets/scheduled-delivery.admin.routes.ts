import { listTicketDeliveryDates, updateTicketDeliveryDates } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { ticketDeliveryDates, updateTicketDeliveryDates as update } from './scheduled-delivery.service';

/** Tools → update scheduled ticket delivery dates. */
export const scheduledDeliveryAdminRoutes = [
  implement(listTicketDeliveryDates, ({ deps, staff }) => ticketDeliveryDates(deps.db, staff, deps.now())),
  implement(updateTicketDeliveryDates, ({ deps, staff, body }) =>
    update(
      deps.db,
      deps.jobs,
      staff,
      body.eventIds,
      body.ticketDeliveryAt === null ? null : new Date(body.ticketDeliveryAt),
      deps.now(),
    ),
  ),
];
