import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, TemplatePackage } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { QueryList } from '@/ui/QueryList';
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
      <Paper p="lg" radius="md">
        <Title order={3} mb={4}>
          {t('admin.packages.title')}
        </Title>
        <Text c="dimmed" size="sm" mb="sm">
          {t('admin.packages.intro')}
        </Text>
        <QueryList query={list} empty={t('admin.packages.empty')}>
          {(items) => (
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.templates.fields.name')}</Table.Th>
                    <Table.Th>{t('admin.packages.includes')}</Table.Th>
                    <Table.Th ta="right">{t('admin.packages.price')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
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
                      </Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text fw={600}>{money(p.total)}</Text>
                        <Text size="xs" c="dimmed">
                          {t(`admin.packages.modes.${p.pricingMode}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {editable && !p.archived ? (
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button size="xs" variant="light" onClick={() => setEditing(p)}>
                              {t('actions.edit')}
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              loading={archive.isPending && archive.variables === p.id}
                              onClick={() => {
                                if (editing?.id === p.id) setEditing(null);
                                archive.mutate(p.id);
                              }}
                            >
                              {t('actions.archive')}
                            </Button>
                          </Group>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryList>
      </Paper>
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
