import { Button, Group, MultiSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueries } from '@/admin/users/queries';
import { TwoLines } from '@/ui/data-table/cells';
import { ListPage } from '@/ui/data-table/ListPage';
import { queryRows } from '@/ui/data-table/sources';
import { FailureAlert } from '@/ui/FailureAlert';
import { advancedReportingScreen } from './AdvancedReportingGate';
import { advancedQueries, useSetAdvancedReportPermissions } from './queries';

/**
 * Tools → manage advanced report permissions (decisions/0095): for each report shared to "All
 * Reports", the user groups that see it (none chosen: every group). The server enforces it.
 */
export const AdvancedReportPermissionsPage = advancedReportingScreen(
  'manageAdvancedReportPermissions',
  Permissions,
);

type SharedReport = { reportId: number; name: string; ownerName: string; userGroupIds: number[] };

function Permissions() {
  const { t } = useTranslation();
  const reports = useQuery(advancedQueries.permissions());
  const groups = useQuery(userQueries.groups());
  const groupData = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <ListPage<SharedReport>
      title={t('admin.nav.manageAdvancedReportPermissions')}
      intro={t('reports.advanced.permissions.intro')}
      {...queryRows(reports)}
      rowKey={(r) => r.reportId}
      empty={t('reports.advanced.permissions.empty')}
      columns={[
        {
          id: 'name',
          header: t('reports.advanced.reportName'),
          cell: (r) => <TwoLines main={r.name} sub={t('reports.advanced.sharedBy', { name: r.ownerName })} />,
        },
        {
          id: 'groups',
          header: t('reports.advanced.permissions.groups'),
          cell: (r) => <ReportGroups report={r} groupData={groupData} />,
          csv: false,
        },
      ]}
    />
  );
}

/** A report's user groups, chosen and saved on its own row. */
function ReportGroups({
  report,
  groupData,
}: {
  report: SharedReport;
  groupData: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(report.userGroupIds.map(String));
  const save = useSetAdvancedReportPermissions();
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          aria-label={t('reports.advanced.permissions.groupsOf', { name: report.name })}
          placeholder={chosen.length === 0 ? t('reports.advanced.permissions.everyGroup') : undefined}
          data={groupData}
          value={chosen}
          onChange={setChosen}
          w={280}
        />
        <Button
          onClick={() => save.mutate({ reportId: report.reportId, userGroupIds: chosen.map(Number) })}
          loading={save.isPending}
        >
          {t('actions.save')}
        </Button>
      </Group>
      {save.isSuccess && (
        <Text size="sm" role="status">
          {t('reports.advanced.permissions.saved')}
        </Text>
      )}
      <FailureAlert error={save.error} />
    </>
  );
}
