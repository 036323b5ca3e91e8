import { Button, Checkbox, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdvancedDefinition, SavedAdvancedReport } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import {
  type AdvancedAsk,
  advancedQueries,
  definitionOf,
  useDeleteAdvancedReport,
  useSaveAdvancedReport,
} from './queries';

/**
 * "My Reports" (the user's own) and "All Reports" (shared ones the user's group may see), and
 * the form that saves the builder's report under a name, kept or shared.
 */
export function SavedReports({
  ask,
  onOpen,
}: {
  ask: AdvancedAsk;
  onOpen: (definition: AdvancedDefinition) => void;
}) {
  const { t } = useTranslation();
  const saved = useQuery(advancedQueries.saved());
  const save = useSaveAdvancedReport();
  const remove = useDeleteAdvancedReport();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = saved.data ?? [];
  const mine = list.filter((r) => r.mine);
  const all = list.filter((r) => r.shared);
  const open = (r: SavedAdvancedReport) => {
    setOpenId(r.mine ? r.id : null);
    setName(r.mine ? r.name : '');
    setShared(r.shared);
    onOpen(r.definition);
  };
  const submit = () =>
    save.mutate(
      { ...(openId ? { id: openId } : {}), name, shared, definition: definitionOf(ask) },
      { onSuccess: (r) => setOpenId(r.id) },
    );
  const table = (rows: SavedAdvancedReport[], empty: string, prefix: string) => (
    <DataTable
      label={t('reports.advanced.savedReports')}
      prefix={prefix}
      bare
      hideHeader
      rows={saved.data ? rows : undefined}
      empty={empty}
      columns={[
        {
          id: 'name',
          header: t('reports.advanced.reportName'),
          value: (r) => r.name,
          cell: (r) => (
            <Button variant="subtle" size="compact-sm" onClick={() => open(r)}>
              {r.name}
            </Button>
          ),
        },
        {
          id: 'sharing',
          header: t('reports.advanced.share'),
          value: (r) =>
            r.shared ? t('reports.advanced.sharedBy', { name: r.ownerName }) : t('reports.advanced.private'),
          visibleFrom: 'sm',
        },
      ]}
      rowActions={(r) => [
        r.mine && {
          label: t('actions.delete'),
          name: t('reports.advanced.deleteNamed', { name: r.name }),
          danger: true,
          onClick: () => remove.mutate(r.id),
        },
      ]}
    />
  );
  return (
    <Stack gap="xs">
      <Tabs defaultValue="mine">
        <Tabs.List>
          <Tabs.Tab value="mine">{t('reports.advanced.myReports')}</Tabs.Tab>
          <Tabs.Tab value="all">{t('reports.advanced.allReports')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">{table(mine, t('reports.advanced.noMyReports'), 'mine')}</Tabs.Panel>
        <Tabs.Panel value="all">{table(all, t('reports.advanced.noAllReports'), 'all')}</Tabs.Panel>
      </Tabs>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('reports.advanced.reportName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          w={240}
        />
        <Checkbox
          label={t('reports.advanced.share')}
          checked={shared}
          onChange={(e) => setShared(e.currentTarget.checked)}
          mb={8}
        />
        <Button onClick={submit} loading={save.isPending} disabled={name.trim() === ''}>
          {openId ? t('reports.advanced.saveChanges') : t('reports.advanced.save')}
        </Button>
        {openId && (
          <Button
            variant="default"
            onClick={() => {
              setOpenId(null);
              setName('');
            }}
          >
            {t('reports.advanced.saveAsNew')}
          </Button>
        )}
      </Group>
      {save.isSuccess && !save.isPending && (
        <Text size="sm" role="status">
          {t('reports.advanced.saved', { name: save.data.name })}
        </Text>
      )}
      <FailureAlert error={save.error ?? remove.error ?? saved.error} />
    </Stack>
  );
}
