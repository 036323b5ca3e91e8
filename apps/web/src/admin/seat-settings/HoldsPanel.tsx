import { Badge, ColorInput, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { Hold, HoldGroup } from '@tessera/contract';
import { salesChannels } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '@/ui/ColorDot';
import { AddRow } from '@/ui/data-table/AddRow';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { EditPanel } from '@/ui/EditPanel';
import { IdSelect, NameField } from '@/ui/FormFields';
import { NamedChecks } from '@/ui/NamedChecks';
import { ArchiveModal } from './ArchiveModal';
import {
  seatSettingQueries,
  useArchiveHold,
  useArchiveHoldGroup,
  useSaveHold,
  useSaveHoldGroup,
} from './queries';

const newHold = {
  name: '',
  color: '#be4bdb',
  actAsKill: false,
  holdGroupId: null as number | null,
  allowedChannels: [] as string[],
  allowedUserGroupIds: [] as number[],
};

function HoldModal({
  hold,
  groups,
  onClose,
}: {
  hold: Hold | 'new';
  groups: HoldGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveHold();
  const form = useForm({
    initialValues: hold === 'new' ? newHold : hold,
    validate: { name: (v) => (v.trim() ? null : t('fields.required')) },
  });
  return (
    <EditPanel
      title={t('admin.seatSettings.holds.one')}
      form={form}
      onClose={onClose}
      onSave={(v) =>
        save.mutateAsync({
          id: hold === 'new' ? undefined : hold.id,
          body: {
            name: v.name.trim(),
            color: v.color,
            actAsKill: v.actAsKill,
            holdGroupId: v.holdGroupId,
            allowedChannels: v.allowedChannels as Hold['allowedChannels'],
            allowedUserGroupIds: v.allowedUserGroupIds,
          },
        })
      }
    >
      <NameField form={form} label={t('admin.seatSettings.name')} />
      <ColorInput label={t('admin.events.fields.color')} {...form.getInputProps('color')} />
      <IdSelect
        form={form}
        field="holdGroupId"
        label={t('admin.seatSettings.holds.group')}
        options={groups}
      />
      <MultiSelect
        label={t('admin.seatSettings.holds.channels')}
        description={t('admin.seatSettings.holds.channelsHint')}
        data={salesChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
        {...form.getInputProps('allowedChannels')}
      />
      <NamedChecks form={form} labels="admin.seatSettings.holds" names={['actAsKill']} />
    </EditPanel>
  );
}

/** Holds (name, colour, act as kill, hold group, who may sell them) and hold groups. */
export function HoldsPanel() {
  const { t } = useTranslation();
  const holds = useQuery(seatSettingQueries.holds());
  const groups = useQuery(seatSettingQueries.holdGroups());
  const archiveHold = useArchiveHold();
  const archiveGroup = useArchiveHoldGroup();
  const saveGroup = useSaveHoldGroup();
  const [editing, setEditing] = useState<Hold | 'new' | null>(null);
  const [archiving, setArchiving] = useState<{ kind: 'hold' | 'group'; id: number; name: string } | null>(
    null,
  );
  const groupOf = (id: number | null) => groups.data?.find((g) => g.id === id)?.name ?? '—';
  const archive = (kind: 'hold' | 'group') => (row: { id: number; name: string }) => [
    { label: t('actions.archive'), danger: true, onClick: () => setArchiving({ kind, ...row }) },
  ];
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <DataTable
          label={t('admin.seatSettings.tabs.holds')}
          prefix="holds"
          add={{ label: t('admin.seatSettings.holds.add'), onClick: () => setEditing('new') }}
          {...queryRows(holds)}
          empty={t('table.empty')}
          columns={[
            {
              id: 'name',
              header: t('admin.seatSettings.name'),
              sortable: true,
              cell: (h) => (
                <Group gap="xs">
                  <ColorDot color={h.color} />
                  {h.name}
                  {h.actAsKill ? (
                    <Badge color="dark" size="sm">
                      {t('admin.seatSettings.holds.kill')}
                    </Badge>
                  ) : null}
                </Group>
              ),
            },
            {
              id: 'group',
              header: t('admin.seatSettings.holds.group'),
              sortable: true,
              value: (h) => groupOf(h.holdGroupId),
            },
            {
              id: 'channels',
              header: t('admin.seatSettings.holds.channels'),
              value: (h) => h.allowedChannels.map((c) => t(`channels.${c}`)).join(', ') || '—',
            },
          ]}
          rowActions={(h) => [
            { label: t('actions.edit'), onClick: () => setEditing(h) },
            ...archive('hold')(h),
          ]}
        />
      </Stack>
      <Stack gap="xs">
        <Text fw={700}>{t('admin.seatSettings.tabs.holdGroups')}</Text>
        <DataTable
          label={t('admin.seatSettings.tabs.holdGroups')}
          prefix="groups"
          hideHeader
          {...queryRows(groups)}
          empty={t('table.empty')}
          columns={[
            { id: 'name', header: t('admin.seatSettings.name') },
            {
              id: 'holds',
              header: t('admin.seatSettings.tabs.holds'),
              value: (g) => t('admin.seatSettings.holdGroups.holds', { count: g.holdCount }),
            },
          ]}
          rowActions={archive('group')}
          after={
            <AddRow
              label={t('admin.seatSettings.holdGroups.new')}
              pending={saveGroup.isPending}
              onAdd={(name, done) => saveGroup.mutate({ name }, { onSuccess: done })}
            />
          }
        />
      </Stack>
      {editing ? (
        <HoldModal hold={editing} groups={groups.data ?? []} onClose={() => setEditing(null)} />
      ) : null}
      {archiving ? (
        <ArchiveModal
          title={t('admin.seatSettings.archive.title', { name: archiving.name })}
          targets={(archiving.kind === 'hold' ? (holds.data ?? []) : (groups.data ?? []))
            .filter((x) => x.id !== archiving.id)
            .map((x) => ({ value: String(x.id), label: x.name }))}
          pending={archiveHold.isPending || archiveGroup.isPending}
          error={archiveHold.error ?? archiveGroup.error}
          onClose={() => setArchiving(null)}
          onArchive={(reassign) =>
            (archiving.kind === 'hold' ? archiveHold : archiveGroup).mutate(
              { id: archiving.id, reassign },
              { onSuccess: () => setArchiving(null) },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
