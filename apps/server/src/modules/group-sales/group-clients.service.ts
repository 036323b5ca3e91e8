import type { GroupClient, groupClientInput, groupPriceTier } from '@tessera/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { requireActivePartner } from '@/modules/partners/partners.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { groupAgent } from './group-sales.service';
import {
  clientRow,
  clientRows,
  type GroupClientRow,
  insertClient,
  replaceTiers,
  tierRows,
  updateClientRow,
} from './group-sales.store';

function clientOutput(row: GroupClientRow & { partnerName: string | null }): GroupClient {
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    contacts: row.contacts,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The client's partner, when chosen: an active partner of the account (or the one it has). */
async function partnerOfClient(db: Db, accountId: number, partnerId: number | null, current: number | null) {
  if (partnerId === null) return null;
  return requireActivePartner(db, accountId, partnerId, 'admin.partner_not_found', current);
}

const contactsOf = (input: z.output<typeof groupClientInput>) =>
  input.contacts.map((c) => ({ name: c.name, email: c.email.trim().toLowerCase(), phone: c.phone }));

export async function listClients(db: Db, accountId: number, staff: StaffPrincipal) {
  const { scope } = await groupAgent(db, accountId, staff);
  return (await clientRows(db, accountId, scope)).map(clientOutput);
}

export async function createClient(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  input: z.output<typeof groupClientInput>,
  now: Date,
) {
  const { scope } = await groupAgent(db, accountId, staff);
  // A partner's user adds clients of their own partner.
  const partner = await partnerOfClient(db, accountId, scope.partnerId ?? input.partnerId, null);
  const row = await insertClient(db, {
    accountId,
    name: input.name,
    notes: input.notes,
    contacts: contactsOf(input),
    partnerId: partner?.id ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return clientOutput({ ...row, partnerName: partner?.name ?? null });
}

export async function updateClient(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  id: number,
  input: z.output<typeof groupClientInput>,
  now: Date,
) {
  const { scope } = await groupAgent(db, accountId, staff);
  const current = await clientRow(db, accountId, scope, id);
  if (!current) throw new AppError('admin.group_client_not_found');
  const partner = await partnerOfClient(db, accountId, scope.partnerId ?? input.partnerId, current.partnerId);
  const row = await updateClientRow(db, accountId, id, {
    name: input.name,
    notes: input.notes,
    contacts: contactsOf(input),
    partnerId: partner?.id ?? null,
    updatedAt: now,
  });
  if (!row) throw new AppError('admin.group_client_not_found');
  return clientOutput({ ...row, partnerName: partner?.name ?? null });
}

// Price tiers (account settings)

export async function getTiers(db: Db, accountId: number) {
  return tierRows(db, accountId);
}

export async function setTiers(db: Db, accountId: number, tiers: z.output<typeof groupPriceTier>[]) {
  await replaceTiers(db, accountId, tiers);
  return tierRows(db, accountId);
}
