import { Button, Group, MultiSelect, Select, Stack, TagsInput, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate } from '@tessera/contract';
import { salesChannels } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '@/ui/EmptyNote';
import { RemoveButton } from '@/ui/RemoveButton';
import { templateQueries } from '../queries';
import { SectionShell } from '../SectionShell';
import { useSectionForm } from '../useSectionForm';

/** Tab "seat settings": who sees each hold's seats (by sales channel and user group), and seat tags. */
export function SeatSettingsTab({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, shell } = useSectionForm(template, 'seatSettings');
  const choices = useQuery(templateQueries.choices(template.id));
  const holds = choices.data?.holds ?? [];
  const groups = (choices.data?.userGroups ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  const channels = salesChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }));
  const rows = form.values.holdVisibility;
  const unused = holds.filter((h) => !rows.some((r) => r.holdId === h.id));
  const tagError = Object.entries(form.errors).find(([k]) => k.startsWith('tags'))?.[1];
  return (
    <SectionShell {...shell} intro={t('admin.templates.seatSettings.intro')}>
      <Stack gap="xs">
        <Text fw={600}>{t('admin.templates.seatSettings.holdVisibility')}</Text>
        <Text size="sm" c="dimmed">
          {t('admin.templates.seatSettings.holdVisibilityHint')}
        </Text>
        <EmptyNote rows={rows}>{t('admin.templates.seatSettings.noRows')}</EmptyNote>
        {rows.map((row, i) => (
          <Group key={row.holdId} align="flex-start" wrap="nowrap">
            <Select
              label={t('admin.templates.seatSettings.hold')}
              allowDeselect={false}
              data={holds
                .filter((h) => h.id === row.holdId || unused.includes(h))
                .map((h) => ({ value: String(h.id), label: h.name }))}
              value={String(row.holdId)}
              onChange={(v) => v && form.setFieldValue(`holdVisibility.${i}.holdId`, Number(v))}
              error={form.errors[`holdVisibility.${i}.holdId`]}
              w={220}
            />
            <MultiSelect
              label={t('admin.templates.seatSettings.channels')}
              placeholder={row.channels.length ? undefined : t('admin.templates.seatSettings.nobody')}
              data={channels}
              value={row.channels}
              onChange={(v) => form.setFieldValue(`holdVisibility.${i}.channels`, v as typeof row.channels)}
              style={{ flex: 1 }}
            />
            <MultiSelect
              label={t('admin.templates.seatSettings.userGroups')}
              placeholder={row.userGroupIds.length ? undefined : t('admin.templates.seatSettings.nobody')}
              data={groups}
              searchable
              value={row.userGroupIds.map(String)}
              onChange={(v) => form.setFieldValue(`holdVisibility.${i}.userGroupIds`, v.map(Number))}
              error={form.errors[`holdVisibility.${i}.userGroupIds`]}
              style={{ flex: 1 }}
            />
            <RemoveButton
              mt={28}
              label={t('admin.templates.seatSettings.removeRow')}
              onClick={() => form.removeListItem('holdVisibility', i)}
            />
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={unused.length === 0}
            onClick={() =>
              unused[0] &&
              form.insertListItem('holdVisibility', { holdId: unused[0].id, channels: [], userGroupIds: [] })
            }
          >
            {t('admin.templates.seatSettings.addRow')}
          </Button>
          {holds.length === 0 && choices.isSuccess ? (
            <Text size="xs" c="dimmed">
              {t('admin.templates.seatSettings.noHolds')}
            </Text>
          ) : null}
        </Group>
      </Stack>
      <TagsInput
        label={t('admin.templates.seatSettings.tags')}
        description={t('admin.templates.seatSettings.tagsHint')}
        maxTags={100}
        value={form.values.tags}
        onChange={(v) => form.setFieldValue('tags', v)}
        error={tagError}
      />
    </SectionShell>
  );
}
