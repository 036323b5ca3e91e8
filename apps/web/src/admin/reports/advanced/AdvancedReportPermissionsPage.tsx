import { Button, Group, MultiSelect, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueries } from '@/admin/users/queries';
import { FailureAlert } from '@/ui/FailureAlert';
import { PageHeader } from '@/ui/PageHeader';
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

function Permissions() {
  const { t } = useTranslation();
  const reports = useQuery(advancedQueries.permissions());
  const groups = useQuery(userQueries.groups());
  const groupData = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <Stack>
      <PageHeader
        title={t('admin.nav.manageAdvancedReportPermissions')}
        intro={t('reports.advanced.permissions.intro')}
      />
      <FailureAlert error={reports.error} />
      {reports.data?.length === 0 && <Text>{t('reports.advanced.permissions.empty')}</Text>}
      {(reports.data?.length ?? 0) > 0 && (
        <Table aria-label={t('admin.nav.manageAdvancedReportPermissions')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.advanced.reportName')}</Table.Th>
              <Table.Th>{t('reports.advanced.permissions.groups')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reports.data?.map((r) => (
              <ReportGroups key={r.reportId} report={r} groupData={groupData} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function ReportGroups({
  report,
  groupData,
}: {
  report: { reportId: number; name: string; ownerName: string; userGroupIds: number[] };
  groupData: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(report.userGroupIds.map(String));
  const save = useSetAdvancedReportPermissions();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{report.name}</Text>
        <Text size="sm" c="dimmed">
          {t('reports.advanced.sharedBy', { name: report.ownerName })}
        </Text>
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );
}
