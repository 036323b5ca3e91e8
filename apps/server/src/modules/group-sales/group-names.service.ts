import type { GroupNamesList } from '@tessera/contract';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { groupAgent, requireRequest } from './group-sales.service';
import { type GroupSaleRequestRow, namesOf, ticketsOfOrder, writeNames } from './group-sales.store';

/** The staff member's group request with its order (another partner's is not found). */
async function requireOrdered(db: Db, accountId: number, staff: StaffPrincipal, id: number) {
  const { scope } = await groupAgent(db, accountId, staff);
  const row = await requireRequest(db, accountId, scope, id);
  if (row.orderId === null) throw new AppError('admin.group_sale_status');
  return row as GroupSaleRequestRow & { orderId: number };
}

async function namesList(db: Db, accountId: number, row: GroupSaleRequestRow & { orderId: number }) {
  const tickets = await ticketsOfOrder(db, accountId, row.orderId);
  const names = await namesOf(db, accountId, row.id);
  return tickets.map((t) => ({
    ticketId: Number(t.id),
    section: t.section,
    row: t.row,
    seat: t.seat,
    name: names.get(Number(t.id)) ?? '',
  }));
}

export async function getNames(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  id: number,
): Promise<GroupNamesList> {
  const row = await requireOrdered(db, accountId, staff, id);
  return { requestId: id, rows: await namesList(db, accountId, row) };
}

export async function setNames(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  id: number,
  names: { ticketId: number; name: string }[],
): Promise<GroupNamesList> {
  const row = await requireOrdered(db, accountId, staff, id);
  const tickets = new Set((await ticketsOfOrder(db, accountId, row.orderId)).map((t) => Number(t.id)));
  if (names.some((n) => !tickets.has(n.ticketId)))
    throw new AppError('admin.group_sale_ticket_unknown', 'names');
  await writeNames(db, accountId, id, names);
  return getNames(db, accountId, staff, id);
}

const csvCell = (value: string) => {
  // Quoted, and a leading formula character defused for spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

/**
 * The names list as a CSV file for the group. When the account hides seat locations for group
 * sales and house seats, the file carries ticket numbers and names only.
 */
export async function namesCsv(db: Db, accountId: number, staff: StaffPrincipal, id: number) {
  const row = await requireOrdered(db, accountId, staff, id);
  const list = await namesList(db, accountId, row);
  const hide = (await requireAccount(db, accountId)).hideSeatLocationsForGroupSalesAndHouseSeats;
  const header = hide ? ['Ticket', 'Name'] : ['Ticket', 'Section', 'Row', 'Seat', 'Name'];
  const lines = list.map((r, n) =>
    (hide ? [String(n + 1), r.name] : [String(n + 1), r.section, r.row, r.seat, r.name])
      .map(csvCell)
      .join(','),
  );
  const body = `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
  return { body: Buffer.from(body, 'utf8'), fileName: `group-${id}-names.csv` };
}
