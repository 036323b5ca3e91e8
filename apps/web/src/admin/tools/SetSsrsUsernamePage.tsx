import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listReportServerAccounts,
  type ReportServerAccountRow,
  setReportServerAccount,
} from '@tessera/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { advancedKeys } from '@/admin/reports/advanced/queries';
import { isApiError } from '@/api/api-error';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';

const accountKeys = { all: ['admin', 'tools', 'report-server-accounts'] as const };

/**
 * /admin/v2/tools/set-ssrs-username (decisions/0103): the report-server account a staff user works
 * as in advanced reporting; the account's saved reports are their My Reports.
 */
export function SetSsrsUsernamePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const users = useQuery(apiQuery(accountKeys.all, listReportServerAccounts));
  const [userId, setUserId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const chosen = users.data?.find((u) => String(u.userId) === userId);
  useEffect(() => setName(chosen?.reportServerAccount ?? ''), [chosen]);
  const save = useMutation({
    mutationFn: (reportServerAccount: string | null) =>
      callApi(setReportServerAccount, { params: { userId: Number(userId) }, body: { reportServerAccount } }),
    onSuccess: (saved) => {
      client.setQueryData<ReportServerAccountRow[]>(accountKeys.all, (rows) =>
        rows?.map((r) => (r.userId === saved.userId ? saved : r)),
      );
      void client.invalidateQueries({ queryKey: advancedKeys.all });
    },
  });
  const fieldError =
    save.error && isApiError(save.error) ? save.error.fieldErrors.reportServerAccount : undefined;
  const label = (u: ReportServerAccountRow) =>
    u.active
      ? `${u.name} (${u.email})`
      : t('admin.tools.ssrs.inactiveUser', { name: u.name, email: u.email });
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('admin.tools.ssrs.title')}</Title>
      <Text c="dimmed">{t('admin.tools.ssrs.intro')}</Text>
      {users.isError ? <Alert color="red">{users.error.message}</Alert> : null}
      <Select
        label={t('admin.tools.ssrs.user')}
        placeholder={t('admin.tools.ssrs.pickUser')}
        searchable
        allowDeselect={false}
        data={(users.data ?? []).map((u) => ({ value: String(u.userId), label: label(u) }))}
        value={userId}
        onChange={(v) => {
          setUserId(v);
          save.reset();
        }}
      />
      {chosen ? (
        <Stack gap="sm">
          <TextInput
            label={t('admin.tools.ssrs.account')}
            description={t('admin.tools.ssrs.accountHelp')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError}
            autoComplete="off"
          />
          <Group>
            <Button
              loading={save.isPending}
              onClick={() => save.mutate(name.trim() === '' ? null : name.trim())}
            >
              {t('admin.tools.ssrs.save')}
            </Button>
            <Button
              variant="light"
              disabled={chosen.reportServerAccount === null}
              loading={save.isPending}
              onClick={() => save.mutate(null)}
            >
              {t('admin.tools.ssrs.clear')}
            </Button>
          </Group>
          {save.isError && !fieldError ? <Alert color="red">{save.error.message}</Alert> : null}
          {save.isSuccess ? (
            <Alert color="teal" role="status">
              {save.data.reportServerAccount
                ? t('admin.tools.ssrs.saved', {
                    name: save.data.name,
                    account: save.data.reportServerAccount,
                  })
                : t('admin.tools.ssrs.cleared', { name: save.data.name })}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      <DataTable
        label={t('admin.tools.ssrs.holders')}
        prefix="holders"
        rows={users.data?.filter((u) => u.reportServerAccount !== null)}
        rowKey={(u) => u.userId}
        empty={t('table.empty')}
        columns={[
          { id: 'user', header: t('admin.tools.ssrs.user'), value: label },
          {
            id: 'account',
            header: t('admin.tools.ssrs.account'),
            value: (u) => u.reportServerAccount,
            cell: (u) => <span style={{ wordBreak: 'break-all' }}>{u.reportServerAccount}</span>,
          },
        ]}
      />
    </Stack>
  );
}
