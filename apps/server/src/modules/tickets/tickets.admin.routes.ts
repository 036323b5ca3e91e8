import {
  bulkDownloadTickets,
  downloadOrderTickets,
  getEventAttendance,
  getOrderBundle,
  getTicketPrintData,
  recordTicketsPrinted,
  reissueBarcodes,
  resendOrderConfirmation,
  scanTicket,
  setUsherMessage,
} from '@tessera/contract';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { eventTicketsZip } from './bulk-download.service';
import { sendOrderEmail } from './order-emails.service';
import { eventAttendance, scanTicket as scan } from './scanning.service';
import * as tickets from './tickets.service';

export const ticketsAdminRoutes = [
  implement(getOrderBundle, ({ deps, accountId, params, locale }) =>
    tickets.orderBundle(deps.db, accountId, params.orderId, locale),
  ),
  implement(downloadOrderTickets, async ({ deps, accountId, params, reply }) => {
    const { pdf } = await tickets.orderTicketsPdf(deps.db, accountId, params.orderId);
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="tickets-${params.orderId}.pdf"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  }),
  implement(resendOrderConfirmation, async ({ deps, accountId, staff, params, body }) => {
    const sent = await sendOrderEmail(deps, accountId, params.orderId, body.kind ?? 'confirmation', {
      now: deps.now(),
      userId: staff.userId,
      to: body.email,
    });
    if (sent.status === 'failed') throw new AppError('purchase.email_failed');
    return sent;
  }),
  implement(reissueBarcodes, async ({ deps, accountId, staff, params, body, locale }) => {
    await tickets.reissueBarcodes(
      deps.db,
      accountId,
      params.orderId,
      body.ticketIds,
      staff.userId,
      deps.now(),
    );
    return tickets.orderBundle(deps.db, accountId, params.orderId, locale);
  }),
  implement(setUsherMessage, async ({ deps, accountId, staff, params, body, locale }) => {
    await tickets.setUsherMessage(
      deps.db,
      accountId,
      params.orderId,
      params.ticketId,
      body.message,
      staff.userId,
      deps.now(),
    );
    return tickets.orderBundle(deps.db, accountId, params.orderId, locale);
  }),
  implement(getTicketPrintData, ({ deps, accountId, params, body }) =>
    tickets.printDataOf(deps.db, accountId, params.orderId, body.ticketIds, body.printerType),
  ),
  implement(recordTicketsPrinted, async ({ deps, accountId, staff, params, body, locale }) => {
    await tickets.recordPrinted(
      deps.db,
      accountId,
      params.orderId,
      body.ticketIds,
      body.printer,
      staff.userId,
      deps.now(),
    );
    return tickets.orderBundle(deps.db, accountId, params.orderId, locale);
  }),
  implement(scanTicket, ({ deps, accountId, staff, body, locale }) =>
    scan(deps.db, accountId, body, staff.userId, deps.now(), locale),
  ),
  implement(getEventAttendance, ({ deps, accountId, params }) =>
    eventAttendance(deps.db, accountId, params.eventId),
  ),
  implement(bulkDownloadTickets, async ({ deps, accountId, params, reply }) => {
    const zip = await eventTicketsZip(deps.db, accountId, params.eventId);
    reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="tickets-event-${params.eventId}.zip"`)
      .header('cache-control', 'private, no-store');
    return zip;
  }),
];
