import { getPosSettings, savePosSettings } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { posSettingsOf, savePosSettingsOf } from './pos-settings.service';

export const posSettingsAdminRoutes = [
  implement(getPosSettings, ({ deps, accountId }) => posSettingsOf(deps.db, accountId)),
  implement(savePosSettings, ({ deps, accountId, staff, body }) =>
    savePosSettingsOf(deps.db, accountId, staff.userId, body, deps.now()),
  ),
];
