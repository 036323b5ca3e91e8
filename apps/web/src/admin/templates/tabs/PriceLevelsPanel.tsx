import {
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, TemplatePriceLevel } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { isApiError } from '@/api/api-error';
import { QueryList } from '@/ui/QueryList';
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
    <Modal
      opened
      onClose={onClose}
      title={t('admin.templates.priceLevels.archiveTitle', { name: level.name })}
    >
      <Stack>
        <Text size="sm">{t('admin.templates.priceLevels.archiveWarning')}</Text>
        {archive.error ? (
          <Alert color="red">
            {isApiError(archive.error) ? archive.error.message : t('errors.common.internal')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={archive.isPending}
            onClick={() => archive.mutate(level.id, { onSuccess: onClose })}
          >
            {t('actions.archive')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function LevelRow({
  level,
  saleType,
  onEdit,
  onArchive,
}: {
  level: TemplatePriceLevel;
  saleType: string | null;
  onEdit?: () => void;
  onArchive?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const tags = [
    ...level.customerTags.map((tag) => ({ tag, kind: 'customer', color: 'gray' })),
    ...level.membershipTags.map((tag) => ({ tag, kind: 'membership', color: 'violet' })),
  ];
  return (
    <Table.Tr c={level.archived ? 'dimmed' : undefined}>
      <Table.Td>
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
      </Table.Td>
      <Table.Td>{level.zone || '—'}</Table.Td>
      <Table.Td ta="right">{money(level.defaultPrice)}</Table.Td>
      <Table.Td ta="right">{level.retailPrice === null ? '—' : money(level.retailPrice)}</Table.Td>
      <Table.Td>{saleType ?? '—'}</Table.Td>
      <Table.Td>
        {tags.length === 0 ? (
          '—'
        ) : (
          <Group gap={4}>
            {tags.map(({ tag, kind, color }) => (
              <Badge
                key={`${kind}:${tag}`}
                size="xs"
                variant="light"
                color={color}
                title={t(
                  `admin.templates.priceLevels.${kind === 'customer' ? 'customerTags' : 'membershipTags'}`,
                )}
              >
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        {onEdit ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={onEdit}>
              {t('actions.edit')}
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={onArchive}>
              {t('actions.archive')}
            </Button>
          </Group>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** Pricing → price levels: the template's levels, with add, edit and archive (for good). */
export function PriceLevelsPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const list = useQuery(templateQueries.priceLevels(template.id));
  const choices = useQuery(templateQueries.choices(template.id));
  const [editing, setEditing] = useState<TemplatePriceLevel | 'new' | null>(null);
  const [archiving, setArchiving] = useState<TemplatePriceLevel | null>(null);
  const saleTypeName = (id: number | null) =>
    id === null ? null : (choices.data?.saleTypes.find((s) => s.id === id)?.name ?? null);
  const head = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('admin.templates.fields.name')}</Table.Th>
        <Table.Th>{t('admin.templates.priceLevels.zone')}</Table.Th>
        <Table.Th ta="right">{t('admin.templates.priceLevels.defaultPrice')}</Table.Th>
        <Table.Th ta="right">{t('admin.templates.priceLevels.retailPrice')}</Table.Th>
        <Table.Th>{t('admin.templates.priceLevels.saleType')}</Table.Th>
        <Table.Th>{t('admin.templates.priceLevels.tags')}</Table.Th>
        <Table.Th />
      </Table.Tr>
    </Table.Thead>
  );
  return (
    <Stack>
      <Paper p="lg" radius="md">
        <Group justify="space-between" mb="sm">
          <Stack gap={2}>
            <Title order={3}>{t('admin.templates.priceLevels.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('admin.templates.priceLevels.intro')}
            </Text>
          </Stack>
          {template.archived ? null : (
            <Button onClick={() => setEditing('new')}>{t('admin.templates.priceLevels.add')}</Button>
          )}
        </Group>
        <QueryList query={list} empty={t('admin.templates.priceLevels.empty')}>
          {(items) => {
            const active = items.filter((l) => !l.archived);
            const archived = items.filter((l) => l.archived);
            return (
              <Table.ScrollContainer minWidth={820}>
                <Table verticalSpacing="sm">
                  {head}
                  <Table.Tbody>
                    {active.map((level) => (
                      <LevelRow
                        key={level.id}
                        level={level}
                        saleType={saleTypeName(level.saleTypeId)}
                        onEdit={template.archived ? undefined : () => setEditing(level)}
                        onArchive={() => setArchiving(level)}
                      />
                    ))}
                    {archived.length > 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={7} pt="lg">
                          <Text fw={600} size="sm">
                            {t('admin.templates.priceLevels.archivedTitle')}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('admin.templates.priceLevels.archivedHint')}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                    {archived.map((level) => (
                      <LevelRow key={level.id} level={level} saleType={saleTypeName(level.saleTypeId)} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            );
          }}
        </QueryList>
      </Paper>
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
