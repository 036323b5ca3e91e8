import {
  Badge,
  Button,
  Checkbox,
  ColorInput,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { Hold, HoldGroup } from '@tessera/contract';
import { salesChannels } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/ui/server-errors-form';
import { ArchiveModal } from './ArchiveModal';
import {
  seatSettingQueries,
  useArchiveHold,
  useArchiveHoldGroup,
  useSaveHold,
  useSaveHoldGroup,
} from './queries';

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
  const [problem, setProblem] = useState<string | null>(null);
  const initial =
    hold === 'new'
      ? {
          name: '',
          color: '#be4bdb',
          actAsKill: false,
          holdGroupId: null as number | null,
          allowedChannels: [] as string[],
          allowedUserGroupIds: [] as number[],
        }
      : hold;
  const form = useForm({
    initialValues: initial,
    validate: { name: (v) => (v.trim() ? null : t('fields.required')) },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync({
        id: hold === 'new' ? undefined : hold.id,
        body: {
          name: v.name.trim(),
          color: v.color,
          actAsKill: v.actAsKill,
          holdGroupId: v.holdGroupId,
          allowedChannels: v.allowedChannels as Hold['allowedChannels'],
          allowedUserGroupIds: v.allowedUserGroupIds,
        },
      });
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.seatSettings.holds.one')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem ? <Text c="red">{problem}</Text> : null}
          <TextInput
            label={t('admin.seatSettings.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <ColorInput label={t('admin.events.fields.color')} {...form.getInputProps('color')} />
          <Select
            label={t('admin.seatSettings.holds.group')}
            data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
            value={form.values.holdGroupId === null ? null : String(form.values.holdGroupId)}
            onChange={(v) => form.setFieldValue('holdGroupId', v ? Number(v) : null)}
            clearable
          />
          <MultiSelect
            label={t('admin.seatSettings.holds.channels')}
            description={t('admin.seatSettings.holds.channelsHint')}
            data={salesChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
            {...form.getInputProps('allowedChannels')}
          />
          <Checkbox
            label={t('admin.seatSettings.holds.actAsKill')}
            {...form.getInputProps('actAsKill', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
  const [groupName, setGroupName] = useState('');
  const groupOf = (id: number | null) => groups.data?.find((g) => g.id === id)?.name ?? '—';
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Group justify="flex-end">
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('admin.seatSettings.holds.add')}
          </Button>
        </Group>
        <Paper withBorder radius="md" p={0}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.seatSettings.name')}</Table.Th>
                <Table.Th>{t('admin.seatSettings.holds.group')}</Table.Th>
                <Table.Th>{t('admin.seatSettings.holds.channels')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(holds.data ?? []).map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <span
                        style={{
                          display: 'inline-block',
                          width: 12,
                          height: 12,
                          borderRadius: 6,
                          background: h.color,
                        }}
                      />
                      {h.name}
                      {h.actAsKill ? (
                        <Badge color="dark" size="sm">
                          {t('admin.seatSettings.holds.kill')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{groupOf(h.holdGroupId)}</Table.Td>
                  <Table.Td>{h.allowedChannels.map((c) => t(`channels.${c}`)).join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button size="xs" variant="subtle" onClick={() => setEditing(h)}>
                        {t('actions.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setArchiving({ kind: 'hold', id: h.id, name: h.name })}
                      >
                        {t('actions.archive')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
      <Stack gap="xs">
        <Text fw={700}>{t('admin.seatSettings.tabs.holdGroups')}</Text>
        <Paper withBorder radius="md" p={0}>
          <Table>
            <Table.Tbody>
              {(groups.data ?? []).map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Td>{g.name}</Table.Td>
                  <Table.Td>{t('admin.seatSettings.holdGroups.holds', { count: g.holdCount })}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setArchiving({ kind: 'group', id: g.id, name: g.name })}
                    >
                      {t('actions.archive')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <TextInput
              aria-label={t('admin.seatSettings.holdGroups.new')}
              placeholder={t('admin.seatSettings.holdGroups.new')}
              value={groupName}
              onChange={(e) => setGroupName(e.currentTarget.value)}
            />
            <Button
              variant="light"
              disabled={!groupName.trim()}
              onClick={() =>
                saveGroup.mutate({ name: groupName.trim() }, { onSuccess: () => setGroupName('') })
              }
            >
              {t('actions.add')}
            </Button>
          </Group>
        </Paper>
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
