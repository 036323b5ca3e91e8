import { randomUUID } from 'node:crypto';
import { exampleUserGroup, type UserGroupInput } from '@tessera/contract';
import { type AdminRole, restrictionKinds } from '@tessera/domain';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, type Json, type TestApp } from '../harness';

/** A user group with nothing restricted, as the admin screen saves a new one. */
export const openGroup: UserGroupInput = {
  ...exampleUserGroup,
  name: '',
  require2fa: false,
  restrictions: Object.fromEntries(restrictionKinds.map((k) => [k, null])) as UserGroupInput['restrictions'],
  salesChannelOverride: null,
  permissions: [],
};

/** Settings of a group; restriction lists not named stay unrestricted. */
export type GroupSettings = Partial<Omit<UserGroupInput, 'restrictions'>> & {
  restrictions?: Partial<UserGroupInput['restrictions']>;
};

export type Api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => ReturnType<typeof call>;

export interface Seller {
  userId: number;
  groupId: number;
  token: string;
  api: Api;
  /** Changes the seller's group through the admin route. */
  regroup(changes: GroupSettings): Promise<void>;
}

export const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
export const key = () => `policy-${randomUUID()}`;
export const firstError = (data: Json) =>
  (data.errors as { code: string; field?: string }[] | undefined)?.[0];

/**
 * The sale fixture (one active event with seats S1 A-1…E-10 at $45.00 plus fees) and a way to
 * make staff users in user groups made through the real admin route.
 */
export async function policyFixture(t: TestApp) {
  const f = await saleFixture(t);
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return res.data;
  };

  async function group(settings: GroupSettings): Promise<number> {
    const made = await ok(
      await f.api('POST', '/api/admin/user-groups', {
        ...openGroup,
        ...settings,
        restrictions: { ...openGroup.restrictions, ...settings.restrictions },
        name: `Group ${randomUUID().slice(0, 8)}`,
      }),
    );
    return made.id as number;
  }

  async function seller(settings: GroupSettings = {}, role: AdminRole = 'CallCenter'): Promise<Seller> {
    const groupId = await group(settings);
    const user = await createStaffUser(t.database.db, { accountId: f.accountId, role, userGroupId: groupId });
    const token = await signInAs(t.app, user.email);
    let current: UserGroupInput = {
      ...openGroup,
      ...settings,
      restrictions: { ...openGroup.restrictions, ...settings.restrictions },
    };
    return {
      userId: user.id,
      groupId,
      token,
      api: (method, url, payload) => call(t.app, { method, url, token, payload }),
      async regroup(changes) {
        const got = await ok(await f.api('GET', `/api/admin/user-groups/${groupId}`));
        current = {
          ...current,
          ...changes,
          restrictions: { ...current.restrictions, ...changes.restrictions },
          name: got.name as string,
        };
        await ok(await f.api('PUT', `/api/admin/user-groups/${groupId}`, current));
      },
    };
  }

  /** Opens a basket as `who` on its first channel and adds the seats (S1 "Row-Seat" keys). */
  async function basketWith(who: { api: Api }, places: string[], channel?: string) {
    const chosen =
      channel ?? ((await ok(await who.api('GET', '/api/admin/sell/channels'))).channels as string[])[0];
    const opened = await ok(await who.api('POST', '/api/admin/baskets', { channel: chosen }));
    const id = opened.id as string;
    const added = await who.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: places.map((p) => f.seats.get(p)!),
    });
    return { id, added, total: (added.data.total as number | undefined) ?? 0 };
  }

  const checkout = (who: { api: Api }, basketId: string, payments: object[]) =>
    who.api('POST', `/api/admin/baskets/${basketId}/checkout`, { idempotencyKey: key(), buyer, payments });

  return { ...f, f, ok, group, seller, basketWith, checkout };
}

export type PolicyFixture = Awaited<ReturnType<typeof policyFixture>>;
export type { SaleFixture };
