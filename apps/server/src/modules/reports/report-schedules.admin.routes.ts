import {
  createScheduledReport,
  deleteReportFilter,
  deleteScheduledReport,
  listReportFilters,
  listScheduledReportRuns,
  listScheduledReports,
  runScheduledReportNow,
  saveReportFilter,
  updateScheduledReport,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import * as service from './report-schedules.service';

export const reportScheduleAdminRoutes = [
  implement(listReportFilters, ({ deps, staff, query }) => service.listFilters(deps.db, staff, query.report)),
  implement(saveReportFilter, ({ deps, staff, body }) =>
    service.saveFilter(deps.db, staff, body, deps.now()),
  ),
  implement(deleteReportFilter, ({ deps, staff, params }) =>
    service.removeFilter(deps.db, staff, params.filterId),
  ),
  implement(listScheduledReports, ({ deps, staff }) => service.listSchedules(deps.db, staff)),
  implement(createScheduledReport, ({ deps, staff, body }) => service.createSchedule(deps, staff, body)),
  implement(updateScheduledReport, ({ deps, staff, params, body }) =>
    service.updateSchedule(deps, staff, params.scheduledReportId, body),
  ),
  implement(deleteScheduledReport, ({ deps, staff, params }) =>
    service.removeSchedule(deps.db, staff, params.scheduledReportId),
  ),
  implement(listScheduledReportRuns, ({ deps, staff, params }) =>
    service.scheduleRuns(deps.db, staff, params.scheduledReportId),
  ),
  implement(runScheduledReportNow, ({ deps, staff, params }) =>
    service.runNow(deps, staff, params.scheduledReportId),
  ),
];
