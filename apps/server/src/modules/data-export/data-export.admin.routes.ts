import { deleteSftpSettings, getSftpSettings, saveSftpSettings, testSftpConnection } from '@tessera/contract';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { implement } from '@/platform/http/implement';
import * as service from './sftp-settings.service';

/** Who changes the settings, with the key their secret is sealed with. */
const actor = (deps: AppDeps, accountId: number, staff: StaffPrincipal) => ({
  db: deps.db,
  jobs: deps.jobs,
  key: deps.config.paymentCredentialsKey,
  allowLocal: deps.config.dataExport.allowLocal,
  accountId,
  userId: staff.userId,
  now: deps.now(),
});

export const dataExportAdminRoutes = [
  implement(getSftpSettings, ({ deps, accountId }) => service.getSettings(deps.db, accountId)),
  implement(saveSftpSettings, ({ deps, accountId, staff, body }) =>
    service.saveSettings(actor(deps, accountId, staff), body),
  ),
  implement(deleteSftpSettings, ({ deps, accountId, staff }) =>
    service.removeSettings(actor(deps, accountId, staff)),
  ),
  implement(testSftpConnection, ({ deps, accountId }) =>
    service.testConnection(
      deps.db,
      deps.config.paymentCredentialsKey,
      accountId,
      deps.now(),
      deps.config.dataExport.allowLocal,
    ),
  ),
];
