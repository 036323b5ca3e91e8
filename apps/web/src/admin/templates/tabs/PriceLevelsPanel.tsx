import { Badge, Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, TemplatePriceLevel } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { ConfirmDialog } from '@/ui/DialogActions';
import type { Column } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { SectionTable } from '@/ui/data-table/SectionTable';
import { queryRows } from '@/ui/data-table/sources';
import { templateQueries, useArchiveTemplatePriceLevel } from '../queries';
import { PriceLevelForm } from './PriceLevelForm';

function ArchiveLevelModal({
  template,
  level,
  onClose,
}: {
  template: EventTemplate;
  level: TemplatePriceLevel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const archive = useArchiveTemplatePriceLevel(template.id);
  return (
    <ConfirmDialog
      title={t('admin.templates.priceLevels.archiveTitle', { name: level.name })}
      error={archive.error}
      onCancel={onClose}
      confirmLabel={t('actions.archive')}
      loading={archive.isPending}
      onConfirm={() => archive.mutate(level.id, { onSuccess: onClose })}
    >
      <Text size="sm">{t('admin.templates.priceLevels.archiveWarning')}</Text>
    </ConfirmDialog>
  );
}

/** Pricing → price levels: the template's levels, with add, edit and archive (for good). */
export function PriceLevelsPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(templateQueries.priceLevels(template.id));
  const choices = useQuery(templateQueries.choices(template.id));
  const [editing, setEditing] = useState<TemplatePriceLevel | 'new' | null>(null);
  const [archiving, setArchiving] = useState<TemplatePriceLevel | null>(null);
  const saleTypeName = (id: number | null) =>
    id === null ? '—' : (choices.data?.saleTypes.find((s) => s.id === id)?.name ?? '—');
  const columns: Column<TemplatePriceLevel>[] = [
    {
      id: 'name',
      header: t('admin.templates.fields.name'),
      sortable: true,
      cell: (level) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={level.color} size={14} />
          <Text fw={600} size="sm">
            {level.name}
          </Text>
          {level.packageOnly ? (
            <Badge size="xs" variant="light" color="grape">
              {t('admin.templates.priceLevels.packageOnlyBadge')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      id: 'zone',
      header: t('admin.templates.priceLevels.zone'),
      sortable: true,
      value: (l) => l.zone || '—',
    },
    {
      id: 'defaultPrice',
      header: t('admin.templates.priceLevels.defaultPrice'),
      align: 'right',
      sortable: true,
      cell: (l) => money(l.defaultPrice),
    },
    {
      id: 'retailPrice',
      header: t('admin.templates.priceLevels.retailPrice'),
      align: 'right',
      cell: (l) => (l.retailPrice === null ? '—' : money(l.retailPrice)),
    },
    {
      id: 'saleType',
      header: t('admin.templates.priceLevels.saleType'),
      value: (l) => saleTypeName(l.saleTypeId),
    },
    {
      id: 'tags',
      header: t('admin.templates.priceLevels.tags'),
      value: (l) => [...l.customerTags, ...l.membershipTags].join(', ') || '—',
      cell: (l) => <LevelTags level={l} />,
    },
  ];
  const rows = list.data;
  return (
    <Stack>
      <SectionTable
        title={t('admin.templates.priceLevels.title')}
        intro={t('admin.templates.priceLevels.intro')}
        prefix="levels"
        bare
        actions={
          template.archived ? null : (
            <Button onClick={() => setEditing('new')}>{t('admin.templates.priceLevels.add')}</Button>
          )
        }
        {...queryRows(list)}
        rows={rows?.filter((l) => !l.archived)}
        empty={t('admin.templates.priceLevels.empty')}
        minWidth={820}
        columns={columns}
        rowActions={(level) =>
          template.archived
            ? []
            : [
                { label: t('actions.edit'), onClick: () => setEditing(level) },
                { label: t('actions.archive'), danger: true, onClick: () => setArchiving(level) },
              ]
        }
      >
        {rows?.some((l) => l.archived) ? (
          <>
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {t('admin.templates.priceLevels.archivedTitle')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin.templates.priceLevels.archivedHint')}
              </Text>
            </Stack>
            <DataTable
              label={t('admin.templates.priceLevels.archivedTitle')}
              prefix="archivedLevels"
              bare
              rows={rows.filter((l) => l.archived)}
              rowProps={() => ({ c: 'dimmed' })}
              empty=""
              minWidth={820}
              columns={columns}
            />
          </>
        ) : null}
      </SectionTable>
      {editing ? (
        <PriceLevelForm
          template={template}
          level={editing === 'new' ? null : editing}
          usedColors={(list.data ?? []).map((l) => l.color)}
          saleTypes={choices.data?.saleTypes ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {archiving ? (
        <ArchiveLevelModal template={template} level={archiving} onClose={() => setArchiving(null)} />
      ) : null}
    </Stack>
  );
}

function LevelTags({ level }: { level: TemplatePriceLevel }) {
  const { t } = useTranslation();
  const tags = [
    ...level.customerTags.map((tag) => ({ tag, kind: 'customer', color: 'gray' })),
    ...level.membershipTags.map((tag) => ({ tag, kind: 'membership', color: 'violet' })),
  ];
  if (tags.length === 0) return '—';
  return (
    <Group gap={4}>
      {tags.map(({ tag, kind, color }) => (
        <Badge
          key={`${kind}:${tag}`}
          size="xs"
          variant="light"
          color={color}
          title={t(`admin.templates.priceLevels.${kind === 'customer' ? 'customerTags' : 'membershipTags'}`)}
        >
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
