import { listInterfaceTexts, removeTextOverride, setTextOverride } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { listTexts, removeOverride, setOverride } from './text-overrides.service';

export const textOverridesAdminRoutes = [
  implement(listInterfaceTexts, ({ deps, accountId, query }) =>
    listTexts(deps.db, accountId, { ...query, overridden: query.overridden === 'true' }),
  ),
  implement(setTextOverride, ({ deps, accountId, staff, body }) =>
    setOverride(deps.db, accountId, staff.userId, body, deps.now()),
  ),
  implement(removeTextOverride, ({ deps, accountId, params }) =>
    removeOverride(deps.db, accountId, params.locale, params.key),
  ),
];
