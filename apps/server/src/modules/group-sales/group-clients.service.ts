import type { GroupClient, groupClientInput, groupPriceTier } from '@tessera/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { groupSeller } from './group-sales.service';
import {
  clientRows,
  type GroupClientRow,
  insertClient,
  replaceTiers,
  tierRows,
  updateClientRow,
} from './group-sales.store';

function clientOutput(row: GroupClientRow): GroupClient {
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    contacts: row.contacts,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listClients(db: Db, accountId: number, staff: StaffPrincipal) {
  await groupSeller(db, staff);
  return (await clientRows(db, accountId)).map(clientOutput);
}

export async function createClient(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  input: z.output<typeof groupClientInput>,
  now: Date,
) {
  await groupSeller(db, staff);
  const row = await insertClient(db, {
    accountId,
    name: input.name,
    notes: input.notes,
    contacts: input.contacts.map((c) => ({
      name: c.name,
      email: c.email.trim().toLowerCase(),
      phone: c.phone,
    })),
    createdAt: now,
    updatedAt: now,
  });
  return clientOutput(row);
}

export async function updateClient(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  id: number,
  input: z.output<typeof groupClientInput>,
  now: Date,
) {
  await groupSeller(db, staff);
  const row = await updateClientRow(db, accountId, id, {
    name: input.name,
    notes: input.notes,
    contacts: input.contacts.map((c) => ({
      name: c.name,
      email: c.email.trim().toLowerCase(),
      phone: c.phone,
    })),
    updatedAt: now,
  });
  if (!row) throw new AppError('admin.group_client_not_found');
  return clientOutput(row);
}

// Price tiers (account settings)

export async function getTiers(db: Db, accountId: number) {
  return tierRows(db, accountId);
}

export async function setTiers(db: Db, accountId: number, tiers: z.output<typeof groupPriceTier>[]) {
  await replaceTiers(db, accountId, tiers);
  return tierRows(db, accountId);
}
