import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, TemplatePackage } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { SectionTable } from '@/ui/data-table/SectionTable';
import { queryRows } from '@/ui/data-table/sources';
import { packageQueries, useArchivePackage, useCreatePackage, useUpdatePackage } from '../packages-queries';
import { PackageForm } from './PackageForm';

/** Template pricing → packages: what each includes, how its price splits, add, edit, archive. */
export function PackagesPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(packageQueries.packages(template.id));
  const create = useCreatePackage(template.id);
  const update = useUpdatePackage(template.id);
  const archive = useArchivePackage(template.id);
  const [editing, setEditing] = useState<TemplatePackage | null>(null);
  const editable = !template.archived;
  return (
    <Stack>
      <SectionTable
        title={t('admin.packages.title')}
        intro={t('admin.packages.intro')}
        prefix="packages"
        bare
        {...queryRows(list)}
        empty={t('admin.packages.empty')}
        minWidth={720}
        columns={[
          {
            id: 'name',
            header: t('admin.templates.fields.name'),
            sortable: true,
            cell: (p) => (
              <Stack gap={2}>
                <Group gap={6}>
                  <Text fw={600}>{p.name}</Text>
                  {p.archived ? <Badge color="gray">{t('admin.common.archived')}</Badge> : null}
                </Group>
                {p.description ? (
                  <Text size="sm" c="dimmed">
                    {p.description}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            id: 'includes',
            header: t('admin.packages.includes'),
            value: (p) => p.items.map((item) => `${item.quantity} × ${item.label}`).join(', '),
            cell: (p) => (
              <Stack gap={2}>
                {p.items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
                  <Text size="sm" key={i}>
                    {t('admin.packages.itemLine', {
                      quantity: item.quantity,
                      label: item.label,
                      amount: money(item.allocated),
                    })}
                  </Text>
                ))}
              </Stack>
            ),
          },
          {
            id: 'price',
            header: t('admin.packages.price'),
            align: 'right',
            sortable: true,
            value: (p) => p.total,
            cell: (p) => (
              <>
                <Text fw={600}>{money(p.total)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`admin.packages.modes.${p.pricingMode}`)}
                </Text>
              </>
            ),
          },
        ]}
        rowActions={(p) =>
          editable && !p.archived
            ? [
                { label: t('actions.edit'), onClick: () => setEditing(p) },
                {
                  label: t('actions.archive'),
                  danger: true,
                  loading: archive.isPending && archive.variables === p.id,
                  onClick: () => {
                    if (editing?.id === p.id) setEditing(null);
                    archive.mutate(p.id);
                  },
                },
              ]
            : []
        }
      />
      {editable ? (
        editing ? (
          <PackageForm
            key={`edit-${editing.id}`}
            templateId={template.id}
            editing={editing}
            saving={update.isPending}
            onSave={async (body) => {
              await update.mutateAsync({ id: editing.id, body });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <PackageForm
            key="add"
            templateId={template.id}
            editing={null}
            saving={create.isPending}
            onSave={(body) => create.mutateAsync(body)}
          />
        )
      ) : null}
    </Stack>
  );
}
