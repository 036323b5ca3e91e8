import { deleteSftpSettings, getSftpSettings, saveSftpSettings, testSftpConnection } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import * as service from './sftp-settings.service';

export const dataExportAdminRoutes = [
  implement(getSftpSettings, ({ deps, accountId }) => service.getSettings(deps.db, accountId)),
  implement(saveSftpSettings, ({ deps, accountId, staff, body }) =>
    service.saveSettings(
      {
        db: deps.db,
        key: deps.config.paymentCredentialsKey,
        allowLocal: deps.config.dataExport.allowLocal,
        accountId,
        userId: staff.userId,
        now: deps.now(),
      },
      body,
    ),
  ),
  implement(deleteSftpSettings, ({ deps, accountId, staff }) =>
    service.removeSettings({
      db: deps.db,
      key: deps.config.paymentCredentialsKey,
      allowLocal: deps.config.dataExport.allowLocal,
      accountId,
      userId: staff.userId,
      now: deps.now(),
    }),
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
