import {
  type AdminRole,
  allowsEvent,
  type DisplayRule,
  displayRuleApplies,
  eventsScopeApplies,
  type GroupPolicy,
  parseEventIdList,
  type SalesChannel,
  type ScopedEvent,
  type StaffSaleRequest,
  salePolicyProblem,
  salesChannels,
  unrestricted,
} from '@tessera/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { eventsScopeSql } from './events-scope.sql';
import { eventScopeRows, findPolicyGroup, staffWithGroups } from './group-policy.store';
import { userGroupOf } from './user-groups.service';
import type { UserGroupRow } from './user-groups.store';

const open: Omit<GroupPolicy, 'role'> = {
  restrictions: unrestricted,
  eventsScope: 'all',
  eventsScopeIds: [],
  requirePromoCode: false,
  defaultApiPromoCode: null,
  seatDisplayLimit: null,
  salesChannelOverride: null,
  displayRules: {
    hideCustomerDataInReports: false,
    hidePriceOnConsumerElements: false,
    useRetailPriceForOutletSales: false,
  },
};

/** One read of the group per request: the principal is made per request. */
const asked = new WeakMap<StaffPrincipal, Promise<GroupPolicy>>();

/**
 * The user group policy of a signed-in user, which every staff capability asks through the
 * domain's `salePolicyProblem`, `allowsItem`, `allowsEvent`, `salesChannelFor`,
 * `displayRuleApplies`, `promoCodeRequired` and `seatsBeyondDisplayLimit`. A user without a
 * group is unrestricted; admins are never restricted (the domain's rule).
 */
export function policyFor(db: Db, staff: StaffPrincipal): Promise<GroupPolicy> {
  let policy = asked.get(staff);
  if (!policy) {
    policy = readPolicy(db, staff);
    asked.set(staff, policy);
    policy.catch(() => asked.delete(staff));
  }
  return policy;
}

async function readPolicy(db: Db, staff: StaffPrincipal): Promise<GroupPolicy> {
  if (!staff.userGroup || staff.role === 'Admin') return { role: staff.role, ...open };
  return policyOf(staff.role, await findPolicyGroup(db, staff.accountId, staff.userGroup.id));
}

function policyOf(role: AdminRole, row: UserGroupRow | undefined): GroupPolicy {
  if (!row || role === 'Admin') return { role, ...open };
  const group = userGroupOf(row, 0);
  const override = group.salesChannelOverride;
  return {
    role,
    restrictions: group.restrictions,
    eventsScope: group.eventsScope,
    eventsScopeIds: group.eventsScopeIds,
    requirePromoCode: group.requirePromoCode,
    defaultApiPromoCode: group.defaultApiPromoCode,
    seatDisplayLimit: group.seatDisplayLimit,
    salesChannelOverride:
      override && (salesChannels as readonly string[]).includes(override) ? (override as SalesChannel) : null,
    displayRules: group.displayRules,
  };
}

/**
 * The sellers among these staff users whose group hides prices on consumer elements (spec §3
 * display rules): their orders' tickets, vouchers and confirmation show no price.
 */
export function sellersHidingPrice(db: Db, accountId: number, userIds: readonly (number | null)[]) {
  return sellersWithRule(db, accountId, userIds, 'hidePriceOnConsumerElements');
}

/** The sellers among these staff users whose group prices their outlet sales at the retail price. */
export function sellersUsingRetailPrice(db: Db, accountId: number, userIds: readonly (number | null)[]) {
  return sellersWithRule(db, accountId, userIds, 'useRetailPriceForOutletSales');
}

async function sellersWithRule(
  db: Db,
  accountId: number,
  userIds: readonly (number | null)[],
  rule: DisplayRule,
): Promise<Set<number>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null).map(Number))];
  if (ids.length === 0) return new Set();
  const found = await staffWithGroups(db, accountId, ids);
  return new Set(
    found
      .filter((u) => displayRuleApplies(policyOf(u.role as AdminRole, u.group ?? undefined), rule))
      .map((u) => u.id),
  );
}

/** Refuses a request the user's group policy forbids, with the first rule it breaks. */
export async function requireSalePolicy(
  db: Db,
  staff: StaffPrincipal,
  request: StaffSaleRequest,
): Promise<void> {
  const problem = salePolicyProblem(await policyFor(db, staff), request);
  if (problem) throw new AppError(problem.code, problem.field);
}

/** The events as the events scope sees them; ids the account has no event for are left out. */
export async function scopedEvents(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
): Promise<(ScopedEvent & { id: number })[]> {
  const ids = [...new Set(eventIds)].filter(Number.isSafeInteger);
  if (ids.length === 0) return [];
  const list = await eventScopeRows(db, accountId, ids);
  return list.map((e) => ({ id: Number(e.id), eventTemplateId: e.template_id, venueId: e.venue_id }));
}

/**
 * Refuses a request about events outside the user's events scope (`sale.event_out_of_scope`).
 * Ids of no event of the account pass: the route answers them as not found.
 */
export async function requireEventsInScope(
  db: Db,
  staff: StaffPrincipal,
  eventIds: readonly number[],
): Promise<void> {
  if (eventIds.length === 0) return;
  const policy = await policyFor(db, staff);
  if (!eventsScopeApplies(policy)) return;
  const found = await scopedEvents(db, staff.accountId, eventIds);
  if (found.some((e) => !allowsEvent(policy, e))) throw new AppError('sale.event_out_of_scope');
}

/** The condition on the events table that keeps a list within the user's events scope. */
export async function eventsScopeCondition(db: Db, staff: StaffPrincipal): Promise<SQL | undefined> {
  const policy = await policyFor(db, staff);
  if (!eventsScopeApplies(policy)) return undefined;
  return eventsScopeSql(policy);
}

const idOf = (value: unknown): number[] =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? [value] : [];

/**
 * Every event id a staff request names: `eventId` (or `…EventId`) in its path, query or body,
 * in the lines of a body list (`events`, `lines`), and `eventIds` (or `…EventIds`) lists. The route registration asks the
 * events scope of these for every staff route, so a new route is covered when it is added.
 */
export function eventIdsOfRequest(parts: { params?: unknown; query?: unknown; body?: unknown }): number[] {
  const ids: number[] = [];
  for (const part of [parts.params, parts.query, parts.body]) {
    if (typeof part !== 'object' || part === null) continue;
    for (const [name, value] of Object.entries(part as Record<string, unknown>)) {
      if (name === 'eventId' || name.endsWith('EventId')) ids.push(...idOf(value));
      if (name === 'eventIds' || name.endsWith('EventIds')) {
        if (Array.isArray(value)) for (const id of value) ids.push(...idOf(id));
        if (typeof value === 'string') for (const id of parseEventIdList(value) ?? []) ids.push(...idOf(id));
      }
      if ((name === 'events' || name === 'lines') && Array.isArray(value)) {
        for (const line of value) if (typeof line === 'object' && line) ids.push(...idOf(line.eventId));
      }
    }
  }
  return [...new Set(ids)];
}
