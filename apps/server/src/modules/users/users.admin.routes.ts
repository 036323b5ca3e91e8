import {
  createApiKey,
  deactivateUser,
  getUser,
  impersonateUser,
  inviteUser,
  listUsers,
  reactivateUser,
  removeUserTwoFactor,
  resendInvitation,
  revokeApiKey,
  unlockUser,
  updateUser,
} from '@tessera/contract';
import { clearAuthCookie, setAuthCookie } from '@/modules/auth/auth-cookies.http';
import { startImpersonation } from '@/modules/auth/impersonation.service';
import { sessionToken } from '@/platform/auth/session';
import { IMPERSONATOR_COOKIE, SESSION_COOKIE } from '@/platform/auth/tokens';
import { implement } from '@/platform/http/implement';
import { createKey, revokeKey } from './api-keys.service';
import { userSummaryOf } from './users.mapping';
import { invite, removeTwoFactor, resend, setActive, unlock, update, userDetail } from './users.service';
import { pageUsers } from './users.store';

export const usersAdminRoutes = [
  implement(listUsers, async ({ deps, accountId, query }) => {
    const { items, total } = await pageUsers(deps.db, accountId, query);
    return { items: items.map(userSummaryOf), total };
  }),
  implement(getUser, async ({ deps, accountId, params }) => userDetail(deps.db, accountId, params.userId)),
  implement(inviteUser, async ({ deps, staff, body, request }) =>
    invite(deps, { staff, ip: request.ip }, body),
  ),
  implement(updateUser, async ({ deps, staff, params, body, request }) =>
    update(deps, { staff, ip: request.ip }, params.userId, body),
  ),
  implement(deactivateUser, async ({ deps, staff, params, request }) =>
    setActive(deps, { staff, ip: request.ip }, params.userId, false),
  ),
  implement(reactivateUser, async ({ deps, staff, params, request }) =>
    setActive(deps, { staff, ip: request.ip }, params.userId, true),
  ),
  implement(resendInvitation, async ({ deps, staff, params, request }) =>
    resend(deps, { staff, ip: request.ip }, params.userId),
  ),
  implement(unlockUser, async ({ deps, staff, params, request }) =>
    unlock(deps, { staff, ip: request.ip }, params.userId),
  ),
  implement(removeUserTwoFactor, async ({ deps, staff, params, request }) =>
    removeTwoFactor(deps, { staff, ip: request.ip }, params.userId),
  ),
  implement(impersonateUser, async ({ deps, staff, params, request, reply }) => {
    const session = await startImpersonation(deps, staff, params.userId, request.ip);
    const own = sessionToken(request);
    // The administrator's own session waits in its own cookie, to come back to.
    if (own && staff.session)
      setAuthCookie(reply, request, deps, IMPERSONATOR_COOKIE, own, staff.session.expiresAt);
    else clearAuthCookie(reply, request, deps, IMPERSONATOR_COOKIE);
    setAuthCookie(reply, request, deps, SESSION_COOKIE, session.token, session.expiresAt);
    return { ok: true as const };
  }),
  implement(createApiKey, async ({ deps, staff, params, body, request }) =>
    createKey(deps, { staff, ip: request.ip }, params.userId, body.name),
  ),
  implement(revokeApiKey, async ({ deps, staff, params, request }) =>
    revokeKey(deps, { staff, ip: request.ip }, params.userId, params.apiKeyId),
  ),
];
