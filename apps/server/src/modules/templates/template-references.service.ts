import type { TemplateChoices, templateSections } from '@tessera/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { planExists } from '@/modules/delivery-plans/delivery-plans.store';
import { AppError } from '@/platform/http/app-error';
import {
  activeIdsOf,
  liveHoldChoices,
  liveSaleTypeChoices,
  liveUserGroupChoices,
  mapChoices,
} from './template-references.store';

type Maps = z.output<typeof templateSections.maps>;
type SeatSettings = z.output<typeof templateSections.seatSettings>;

/** Index of the first value seen before, or -1. */
function repeated<T>(values: readonly T[], key: (v: T) => string = String): number {
  const seen = new Set<string>();
  for (const [i, v] of values.entries()) {
    if (seen.has(key(v))) return i;
    seen.add(key(v));
  }
  return -1;
}

/** The maps tab names active maps of the account, once each, and a default among them. */
async function checkMaps(db: Db, accountId: number, maps: Maps) {
  const twice = repeated(maps.mapIds);
  if (twice >= 0) throw new AppError('admin.duplicate_entry', `maps.mapIds.${twice}`);
  const known = await activeIdsOf(db, 'map', accountId, maps.mapIds);
  const missing = maps.mapIds.findIndex((id) => !known.has(id));
  if (missing >= 0) throw new AppError('admin.choice_unavailable', `maps.mapIds.${missing}`);
  if (maps.defaultMapId !== null && !maps.mapIds.includes(maps.defaultMapId)) {
    throw new AppError('admin.default_map_not_listed', 'maps.defaultMapId');
  }
}

/** The seat settings tab names active holds and user groups of the account, and distinct tags. */
async function checkSeatSettings(db: Db, accountId: number, s: SeatSettings) {
  const rows = s.holdVisibility;
  const twice = repeated(rows, (r) => String(r.holdId));
  if (twice >= 0) throw new AppError('admin.duplicate_entry', `seatSettings.holdVisibility.${twice}.holdId`);
  const knownHolds = await activeIdsOf(
    db,
    'hold',
    accountId,
    rows.map((r) => r.holdId),
  );
  const badHold = rows.findIndex((r) => !knownHolds.has(r.holdId));
  if (badHold >= 0)
    throw new AppError('admin.choice_unavailable', `seatSettings.holdVisibility.${badHold}.holdId`);
  const knownGroups = await activeIdsOf(
    db,
    'userGroup',
    accountId,
    rows.flatMap((r) => r.userGroupIds),
  );
  const badGroup = rows.findIndex((r) => r.userGroupIds.some((g) => !knownGroups.has(g)));
  if (badGroup >= 0) {
    throw new AppError('admin.choice_unavailable', `seatSettings.holdVisibility.${badGroup}.userGroupIds`);
  }
  const tagTwice = repeated(s.tags, (t) => t.toLowerCase());
  if (tagTwice >= 0) throw new AppError('admin.duplicate_entry', `seatSettings.tags.${tagTwice}`);
}

/** Checks the tabs that point at other rows of the account (maps, holds, user groups). */
export async function checkTemplateReferences(
  db: Db,
  accountId: number,
  tabs: { maps?: Maps; seatSettings?: SeatSettings; basicInfo?: { deliveryPlanId: number | null } },
): Promise<void> {
  if (tabs.maps) await checkMaps(db, accountId, tabs.maps);
  const planId = tabs.basicInfo?.deliveryPlanId;
  if (planId && !(await planExists(db, accountId, planId))) {
    throw new AppError('admin.choice_unavailable', 'basicInfo.deliveryPlanId');
  }
  if (tabs.seatSettings) await checkSeatSettings(db, accountId, tabs.seatSettings);
}

/** What the template tabs offer, readable with the templates right alone. */
export async function templateChoicesOf(db: Db, accountId: number): Promise<TemplateChoices> {
  const [types, maps, holdRows, groups] = await Promise.all([
    liveSaleTypeChoices(db, accountId),
    mapChoices(db, accountId),
    liveHoldChoices(db, accountId),
    liveUserGroupChoices(db, accountId),
  ]);
  return {
    saleTypes: types,
    maps: maps.map(({ archivedAt, ...m }) => ({ ...m, archived: archivedAt !== null })),
    holds: holdRows,
    userGroups: groups,
  };
}
