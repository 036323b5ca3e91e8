import type { PriceChange, priceChangeInput } from '@tessera/contract';
import {
  type AdminRole,
  duplicatePriceChangeItem,
  mayDecidePriceChange,
  type PriceChangeAction,
  priceChangeTransition,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { recordAudit } from '@/modules/audit/audit.store';
import { requireEditableTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import {
  laterEventLevelIds,
  lockLiveTemplateLevelPrice,
  setLaterEventLevelPrices,
  setTemplateLevelPrice,
  templateLevelPrices,
  upsertEventTableCells,
  upsertTemplateTableCell,
} from './price-change-apply.store';
import {
  findPriceChange,
  insertPriceChange,
  listPriceChangeRows,
  type PriceChangeRow,
  peopleNamed,
  priceChangeItemRows,
  recordApplied,
  replacePriceChangeItems,
  updatePriceChangeRow,
} from './price-changes.store';
import { activePriceTypes, templateTableEntries } from './price-tables.store';
import { listTemplatePriceLevelRows } from './template-price-levels.store';

type Input = z.output<typeof priceChangeInput>;
type Item = Input['items'][number];
export interface Actor {
  userId: number;
  role: AdminRole;
}

/** Every line must name an active level and, for a table cell, an active Table price type. */
async function checkItems(db: Db, accountId: number, templateId: number, items: readonly Item[]) {
  const levels = new Set(
    (await listTemplatePriceLevelRows(db, accountId, templateId, { activeOnly: true })).map((l) => l.id),
  );
  const types = new Map((await activePriceTypes(db, accountId, templateId)).map((t) => [t.id, t]));
  for (const [i, item] of items.entries()) {
    if (!levels.has(item.priceLevelId))
      throw new AppError('admin.choice_unavailable', `items.${i}.priceLevelId`);
    if (item.priceTypeId === null) continue;
    const type = types.get(item.priceTypeId);
    if (!type) throw new AppError('admin.choice_unavailable', `items.${i}.priceTypeId`);
    if (type.offsetType !== 'Table')
      throw new AppError('admin.price_table_type_not_table', `items.${i}.priceTypeId`);
  }
  const twice = duplicatePriceChangeItem(items);
  if (twice >= 0) throw new AppError('admin.price_change_duplicate_item', `items.${twice}.priceLevelId`);
}

function move(row: PriceChangeRow, action: PriceChangeAction) {
  const result = priceChangeTransition(row.status, action);
  if (!result.ok) throw new AppError(result.code, undefined, { from: row.status, action });
  return result.to;
}

async function requireChange(db: Db, accountId: number, id: number, lock = false) {
  const row = await findPriceChange(db, accountId, id, { lock });
  if (!row) throw new AppError('admin.price_change_not_found');
  return row;
}

/** The requests as the API shows them, with names and today's prices beside the new ones. */
export async function priceChangeViews(
  db: Db,
  accountId: number,
  list: PriceChangeRow[],
): Promise<PriceChange[]> {
  const items = await priceChangeItemRows(
    db,
    accountId,
    list.map((r) => r.id),
  );
  const people = await peopleNamed(
    db,
    accountId,
    list.flatMap((r) => [r.createdBy, r.requestedBy, r.decidedBy]),
  );
  const levelIds = [...new Set(items.map((i) => i.priceLevelId))];
  const levelPrices = await templateLevelPrices(db, accountId, levelIds);
  const cells = new Map(
    (await templateTableEntries(db, accountId, levelIds)).map((e) => [
      `${e.priceLevelId}:${e.priceTypeId}`,
      e.price,
    ]),
  );
  const person = (id: number | null) => (id === null ? null : { id, name: people.get(id) ?? '—' });
  return list.map((r) => ({
    id: r.id,
    name: r.name,
    effectiveFrom: r.effectiveFrom,
    note: r.note,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    createdBy: person(r.createdBy),
    requestedAt: r.requestedAt?.toISOString() ?? null,
    requestedBy: person(r.requestedBy),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: person(r.decidedBy),
    decisionNote: r.decisionNote,
    items: items
      .filter((i) => i.requestId === r.id)
      .map((i) => ({
        priceLevelId: i.priceLevelId,
        priceLevelName: i.priceLevelName,
        priceTypeId: i.priceTypeId,
        priceTypeName: i.priceTypeName,
        price: i.price,
        currentPrice:
          i.priceTypeId === null
            ? (levelPrices.get(i.priceLevelId) ?? null)
            : (cells.get(`${i.priceLevelId}:${i.priceTypeId}`) ?? null),
        previousPrice: i.previousPrice,
        eventsUpdated: i.eventsUpdated,
      })),
  }));
}

export async function priceChangeView(db: Db, accountId: number, id: number): Promise<PriceChange> {
  const [view] = await priceChangeViews(db, accountId, [await requireChange(db, accountId, id)]);
  return view!;
}

export async function listPriceChangesOf(db: Db, accountId: number, templateId: number) {
  return priceChangeViews(db, accountId, await listPriceChangeRows(db, accountId, templateId));
}

export async function draftPriceChange(
  db: Db,
  accountId: number,
  templateId: number,
  input: Input,
  actor: Actor,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await requireEditableTemplate(tx, accountId, templateId);
    await checkItems(tx, accountId, templateId, input.items);
    const { items, ...fields } = input;
    const row = await insertPriceChange(tx, {
      ...fields,
      accountId,
      templateId,
      createdBy: actor.userId,
      createdAt: now,
    });
    await replacePriceChangeItems(tx, accountId, row.id, items);
    return row.id;
  });
}

export async function redraftPriceChange(db: Db, accountId: number, id: number, input: Input): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireChange(tx, accountId, id, true);
    move(row, 'edit');
    await requireEditableTemplate(tx, accountId, row.templateId);
    await checkItems(tx, accountId, row.templateId, input.items);
    const { items, ...fields } = input;
    await updatePriceChangeRow(tx, accountId, id, fields);
    await replacePriceChangeItems(tx, accountId, id, items);
  });
}

export async function askForApproval(db: Db, accountId: number, id: number, actor: Actor, now: Date) {
  await db.transaction(async (tx) => {
    const row = await requireChange(tx, accountId, id, true);
    const status = move(row, 'request_approval');
    await updatePriceChangeRow(tx, accountId, id, { status, requestedBy: actor.userId, requestedAt: now });
    await recordAudit(
      tx,
      {
        accountId,
        action: 'price_change_approval_requested',
        actorUserId: actor.userId,
        detail: { priceChangeId: id, templateId: row.templateId, name: row.name },
      },
      now,
    );
  });
}

export async function denyChange(
  db: Db,
  accountId: number,
  id: number,
  note: string,
  actor: Actor,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await requireChange(tx, accountId, id, true);
    const status = move(row, 'deny');
    if (!mayDecidePriceChange(actor, row.requestedBy)) throw new AppError('admin.price_change_own_request');
    await updatePriceChangeRow(tx, accountId, id, {
      status,
      decidedBy: actor.userId,
      decidedAt: now,
      decisionNote: note,
    });
    await recordAudit(
      tx,
      {
        accountId,
        action: 'price_change_denied',
        actorUserId: actor.userId,
        detail: { priceChangeId: id, templateId: row.templateId, name: row.name, note },
      },
      now,
    );
  });
}

/**
 * Approves a request and applies it in the same transaction (spec §4): each line sets the
 * template's price (a level's default price or a Table cell) and the same price on the copies
 * of that level in events starting on or after the request's date. What each price was
 * before is kept on the line and written to the audit log with who approved it and when.
 */
export async function approveChange(db: Db, accountId: number, id: number, actor: Actor, now: Date) {
  await db.transaction(async (tx) => {
    const row = await requireChange(tx, accountId, id, true);
    const status = move(row, 'approve');
    if (!mayDecidePriceChange(actor, row.requestedBy)) throw new AppError('admin.price_change_own_request');
    const template = await requireEditableTemplate(tx, accountId, row.templateId);
    const items = await priceChangeItemRows(tx, accountId, [id]);
    const types = new Map((await activePriceTypes(tx, accountId, row.templateId)).map((t) => [t.id, t]));
    const changes: Record<string, unknown>[] = [];
    for (const item of items) {
      const level = await lockLiveTemplateLevelPrice(tx, accountId, item.priceLevelId);
      if (!level) throw new AppError('admin.price_level_archived');
      let previous: number | null;
      let eventsUpdated: number;
      if (item.priceTypeId === null) {
        previous = level.defaultPrice;
        await setTemplateLevelPrice(tx, item.priceLevelId, item.price);
        eventsUpdated = await setLaterEventLevelPrices(
          tx,
          accountId,
          item.priceLevelId,
          row.effectiveFrom,
          item.price,
        );
      } else {
        if (types.get(item.priceTypeId)?.offsetType !== 'Table')
          throw new AppError('admin.price_table_type_not_table');
        const [cell] = await templateTableEntries(tx, accountId, [item.priceLevelId]).then((all) =>
          all.filter((e) => e.priceTypeId === item.priceTypeId),
        );
        previous = cell?.price ?? null;
        const entry = { accountId, priceTypeId: item.priceTypeId, price: item.price };
        await upsertTemplateTableCell(tx, { ...entry, priceLevelId: item.priceLevelId });
        const levels = await laterEventLevelIds(tx, accountId, item.priceLevelId, row.effectiveFrom);
        await upsertEventTableCells(tx, levels, entry);
        eventsUpdated = levels.length;
      }
      await recordApplied(tx, item.id, { previousPrice: previous, eventsUpdated });
      changes.push({
        priceLevel: item.priceLevelName,
        priceType: item.priceTypeName,
        from: previous,
        to: item.price,
        events: eventsUpdated,
      });
    }
    await updatePriceChangeRow(tx, accountId, id, { status, decidedBy: actor.userId, decidedAt: now });
    await recordAudit(
      tx,
      {
        accountId,
        action: 'price_change_approved',
        actorUserId: actor.userId,
        detail: {
          priceChangeId: id,
          template: template.name,
          name: row.name,
          effectiveFrom: row.effectiveFrom,
          changes,
        },
      },
      now,
    );
  });
}
