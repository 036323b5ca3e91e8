import {
  archiveUserGroup,
  createUserGroup,
  getUserGroup,
  listUserGroups,
  restoreUserGroup,
  updateUserGroup,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { create, requireGroup, setArchived, update, userGroupOf } from './user-groups.service';
import { listGroups } from './user-groups.store';

export const userGroupsAdminRoutes = [
  implement(listUserGroups, async ({ deps, accountId, query }) => {
    const rows = await listGroups(deps.db, accountId, query.archived === 'true');
    return rows.map((r) => userGroupOf(r.group, r.activeUsers));
  }),
  implement(getUserGroup, async ({ deps, accountId, params }) =>
    requireGroup(deps.db, accountId, params.groupId),
  ),
  implement(createUserGroup, async ({ deps, staff, body, request }) =>
    create(deps, { staff, ip: request.ip }, body),
  ),
  implement(updateUserGroup, async ({ deps, staff, params, body, request }) =>
    update(deps, { staff, ip: request.ip }, params.groupId, body),
  ),
  implement(archiveUserGroup, async ({ deps, staff, params, request }) =>
    setArchived(deps, { staff, ip: request.ip }, params.groupId, true),
  ),
  implement(restoreUserGroup, async ({ deps, staff, params, request }) =>
    setArchived(deps, { staff, ip: request.ip }, params.groupId, false),
  ),
];
