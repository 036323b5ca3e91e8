import {
  createAdvancedReport,
  deleteAdvancedReport,
  downloadAdvancedReport,
  getAdvancedReport,
  listAdvancedReportPermissions,
  listAdvancedReports,
  listAllowedReports,
  runAdvancedReport,
  setAdvancedReportPermissions,
  updateAdvancedReport,
} from '@tessera/contract';
import { reportsAllowed } from '@tessera/domain';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import { implement } from '@/platform/http/implement';
import { advancedReportFile } from './advanced-report-files.service';
import * as service from './advanced-reports.service';

/** Advanced reporting (beta) and its permissions tool (decisions/0095). */
export const advancedReportAdminRoutes = [
  implement(runAdvancedReport, ({ deps, staff, query }) =>
    service.runAdvanced(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(downloadAdvancedReport, async ({ deps, staff, query, locale, reply }) => {
    const file = await advancedReportFile(deps.reportsDb, staff, query, locale, deps.now());
    reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store');
    return file.body;
  }),
  implement(listAllowedReports, async ({ deps, staff }) => reportsAllowed(await policyFor(deps.db, staff))),
  implement(listAdvancedReports, ({ deps, staff }) => service.listAdvanced(deps.db, staff)),
  implement(getAdvancedReport, ({ deps, staff, params }) =>
    service.getAdvanced(deps.db, staff, params.reportId),
  ),
  implement(createAdvancedReport, ({ deps, staff, body }) =>
    service.createAdvanced(deps.db, staff, body, deps.now()),
  ),
  implement(updateAdvancedReport, ({ deps, staff, params, body }) =>
    service.updateAdvanced(deps.db, staff, params.reportId, body, deps.now()),
  ),
  implement(deleteAdvancedReport, ({ deps, staff, params }) =>
    service.removeAdvanced(deps.db, staff, params.reportId),
  ),
  implement(listAdvancedReportPermissions, ({ deps, staff }) => service.listPermissions(deps.db, staff)),
  implement(setAdvancedReportPermissions, ({ deps, staff, params, body }) =>
    service.setPermissions(deps.db, staff, params.reportId, body.userGroupIds),
  ),
];
