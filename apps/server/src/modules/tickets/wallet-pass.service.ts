import { type ShippedLocale, walletPassJson } from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { bundleOfLink } from './ticket-bundles.service';
import { priceTypeNameOf, type TicketRow, ticketNames, ticketsOfOrder } from './tickets.store';
import { renderWalletPass } from './wallet-pass.render';
import { type TicketHolding, ticketHolding, walletLogos, walletPassSettingsRow } from './wallet-pass.store';
import { signingMaterial } from './wallet-pass-settings.service';

/** A ticket voided, transferred to someone else or waiting for a transfer's claim has no pass. */
function requireHeld(holding: TicketHolding): void {
  if (holding.voided || holding.transferred || holding.inTransfer)
    throw new AppError('purchase.wallet_pass_ticket_unavailable');
}

/** The pass of one ticket, read as it is now (its current barcode), signed with the account's certificate. */
async function passOf(
  db: Db,
  key: Buffer,
  accountId: number,
  ticket: TicketRow,
  logoHostName: string | null,
  locale: ShippedLocale,
): Promise<Buffer> {
  const settings = await walletPassSettingsRow(db, accountId);
  if (!settings) throw new AppError('purchase.wallet_pass_not_configured');
  const signing = signingMaterial(key, settings);
  const logos = await walletLogos(db, accountId);
  const logo =
    (logoHostName ? logos.find((l) => l.hostName === logoHostName) : undefined) ??
    logos.find((l) => l.isDefault) ??
    null;
  const json = walletPassJson(
    settings,
    {
      serialNumber: `${accountId}-${ticket.id}-${ticket.barcodes_issued}`,
      barcode: ticket.barcode,
      eventName: ticket.event_name,
      startsAt: ticket.starts_at,
      timeZone: ticket.timezone,
      venueName: ticket.venue_name,
      section: ticket.section,
      row: ticket.row,
      seat: ticket.seat,
      hideSeat: ticket.hide_seat,
      priceTypeName: priceTypeNameOf(ticket, ticketNames(ticket, locale)),
      orderNumber: String(ticket.order_id),
    },
    locale,
  );
  return renderWalletPass(json, logo?.data ?? null, {
    signerCertificatePem: signing.signerCertificatePem,
    signerKeyPem: signing.key.export({ type: 'pkcs1', format: 'pem' }).toString(),
    wwdrCertificatePem: signing.wwdrCertificatePem,
  });
}

async function currentTicket(db: Db, accountId: number, holding: TicketHolding): Promise<TicketRow> {
  const ticket = (await ticketsOfOrder(db, accountId, holding.orderId)).find((x) => x.id === holding.id);
  if (!ticket) throw new AppError('purchase.wallet_pass_ticket_unavailable');
  return ticket;
}

/**
 * A ticket of a bundle link as a wallet pass (decisions/0088), with the logo of the host name the
 * link was opened on. A ticket not of this bundle is "not found", like a wrong code.
 */
export async function shopTicketWalletPass(
  db: Db,
  key: Buffer,
  accountId: number,
  link: { code: string; eventId: number; ticketId: number; hostName: string },
  locale: ShippedLocale,
): Promise<Buffer> {
  const bundle = await bundleOfLink(db, accountId, link.code, link.eventId);
  const holding = await ticketHolding(db, accountId, link.ticketId);
  if (
    !holding ||
    holding.orderId !== bundle.orderId ||
    holding.eventId !== bundle.eventId ||
    (bundle.ticketId !== null && bundle.ticketId !== holding.id)
  )
    throw new AppError('purchase.ticket_bundle_not_found');
  requireHeld(holding);
  return passOf(db, key, accountId, await currentTicket(db, accountId, holding), link.hostName, locale);
}

/** A ticket of an order as a wallet pass, for staff, with the default host name's logo. */
export async function orderTicketWalletPass(
  db: Db,
  key: Buffer,
  accountId: number,
  orderId: number,
  ticketId: number,
  locale: ShippedLocale,
): Promise<Buffer> {
  const holding = await ticketHolding(db, accountId, ticketId);
  if (!holding || holding.orderId !== orderId) throw new AppError('purchase.order_not_found');
  requireHeld(holding);
  const ticket = await currentTicket(db, accountId, holding);
  return passOf(db, key, accountId, ticket, null, ticket.buyer.locale ?? locale);
}
