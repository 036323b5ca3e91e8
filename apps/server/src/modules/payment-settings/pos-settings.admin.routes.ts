import { getPosSettings, resetPosSettings, savePosSettings } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { posSettingsOf, resetPosSettingsOf, savePosSettingsOf } from './pos-settings.service';

export const posSettingsAdminRoutes = [
  implement(getPosSettings, ({ deps, accountId }) => posSettingsOf(deps.db, accountId)),
  implement(savePosSettings, ({ deps, accountId, staff, body }) =>
    savePosSettingsOf(deps.db, accountId, staff.userId, body, deps.now()),
  ),
  implement(resetPosSettings, ({ deps, accountId }) => resetPosSettingsOf(deps.db, accountId)),
];
