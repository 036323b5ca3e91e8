import { listReportServerAccounts, setReportServerAccount } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import * as service from './report-server-accounts.service';

/** Tools → Set SSRS username (decisions/0103). */
export const reportServerAccountAdminRoutes = [
  implement(listReportServerAccounts, ({ deps, staff }) => service.listReportServerAccounts(deps.db, staff)),
  implement(setReportServerAccount, ({ deps, staff, params, body }) =>
    service.setReportServerAccount(deps.db, staff, params.userId, body.reportServerAccount, deps.now()),
  ),
];
