import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, PriceChange, PriceTable } from '@tessera/contract';
import type { PriceChangeStatus } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useMoney } from '@/admin/account/useMoney';
import { ConfirmDialog } from '@/ui/DialogActions';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { NoteField } from '@/ui/FormFields';
import { formatDate, formatDateTime } from '@/ui/format';
import { QueryList } from '@/ui/QueryList';
import { type PriceChangeStep, templateQueries, usePriceChangeStep } from '../queries';
import { PriceChangeForm } from './PriceChangeForm';

const statusColor: Record<PriceChangeStatus, string> = {
  draft: 'gray',
  approval_requested: 'orange',
  approved: 'teal',
  denied: 'red',
};

function DenyModal({
  onDeny,
  onClose,
  pending,
}: {
  onDeny: (note: string) => void;
  onClose: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <ConfirmDialog
      title={t('admin.templates.priceChanges.denyTitle')}
      onCancel={onClose}
      confirmLabel={t('admin.templates.priceChanges.deny')}
      loading={pending}
      onConfirm={() => onDeny(note)}
    >
      <NoteField
        label={t('admin.templates.priceChanges.denyNote')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        data-autofocus
      />
    </ConfirmDialog>
  );
}

/** One request: its lines from → to, who did what, and the next steps its state allows. */
function ChangeCard({
  template,
  change,
  onEdit,
}: {
  template: EventTemplate;
  change: PriceChange;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { details } = useAdminSession();
  const step = usePriceChangeStep(template.id);
  const [denying, setDenying] = useState(false);
  const mayDecide = details.Permissions.includes('approvePriceChanges');
  const run = (which: PriceChangeStep, note?: string) =>
    step.mutate({ changeId: change.id, step: which, note }, { onSuccess: () => setDenying(false) });
  const price = (value: number | null) =>
    value === null ? t('admin.templates.priceChanges.noPrice') : money(value);
  const who = (
    label: 'createdBy' | 'requestedBy' | 'approvedBy' | 'deniedBy',
    at: string | null,
    person: { name: string } | null,
  ) =>
    person && at
      ? t(`admin.templates.priceChanges.${label}`, {
          name: person.name,
          when: formatDateTime(at, i18n.language),
        })
      : null;
  const history = [
    who('createdBy', change.createdAt, change.createdBy),
    who('requestedBy', change.requestedAt, change.requestedBy),
    who(change.status === 'denied' ? 'deniedBy' : 'approvedBy', change.decidedAt, change.decidedBy),
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700}>{change.name}</Text>
              <Badge color={statusColor[change.status]} variant="light">
                {t(`admin.templates.priceChanges.statuses.${change.status}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('admin.templates.priceChanges.fromDate', {
                date: formatDate(change.effectiveFrom, i18n.language),
              })}
            </Text>
          </Stack>
          {template.archived ? null : (
            <Group gap="xs">
              {change.status === 'draft' ? (
                <>
                  <Button size="xs" variant="default" onClick={onEdit}>
                    {t('actions.edit')}
                  </Button>
                  <Button size="xs" loading={step.isPending} onClick={() => run('request')}>
                    {t('admin.templates.priceChanges.requestApproval')}
                  </Button>
                </>
              ) : null}
              {change.status === 'approval_requested' && mayDecide ? (
                <>
                  <Button size="xs" variant="default" color="red" onClick={() => setDenying(true)}>
                    {t('admin.templates.priceChanges.deny')}
                  </Button>
                  <Button size="xs" color="teal" loading={step.isPending} onClick={() => run('approve')}>
                    {t('admin.templates.priceChanges.approve')}
                  </Button>
                </>
              ) : null}
            </Group>
          )}
        </Group>
        {change.note ? <Text size="sm">{change.note}</Text> : null}
        <DataTable
          label={t('admin.templates.priceChanges.title')}
          prefix={`change${change.id}`}
          bare
          rows={change.items}
          rowKey={(item) => `${item.priceLevelId}:${item.priceTypeId ?? 'default'}`}
          empty=""
          columns={[
            { id: 'priceLevelName', header: t('admin.templates.priceChanges.level') },
            {
              id: 'price',
              header: t('admin.templates.priceChanges.price'),
              value: (item) => item.priceTypeName ?? t('admin.templates.priceChanges.defaultPrice'),
            },
            {
              id: 'from',
              header: t('admin.templates.priceChanges.from'),
              align: 'right',
              value: (item) => price(change.status === 'approved' ? item.previousPrice : item.currentPrice),
            },
            {
              id: 'to',
              header: t('admin.templates.priceChanges.to'),
              align: 'right',
              cell: (item) => <b>{money(item.price)}</b>,
            },
            change.status === 'approved' && {
              id: 'events',
              header: t('admin.templates.priceChanges.events'),
              align: 'right',
              value: (item) => item.eventsUpdated ?? 0,
            },
          ]}
        />
        <Stack gap={0}>
          {history.map((line) => (
            <Text key={line} size="xs" c="dimmed">
              {line}
            </Text>
          ))}
          {change.decisionNote ? (
            <Text size="xs" c="dimmed">
              {t('admin.templates.priceChanges.decisionNote', { note: change.decisionNote })}
            </Text>
          ) : null}
        </Stack>
        <FailureAlert error={step.error} />
      </Stack>
      {denying ? (
        <DenyModal
          pending={step.isPending}
          onClose={() => setDenying(false)}
          onDeny={(note) => run('deny', note)}
        />
      ) : null}
    </Paper>
  );
}

/** Pricing → price changes: requests to change prices from a date, and their approval. */
export function PriceChangesPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const list = useQuery(templateQueries.priceChanges(template.id));
  const table = useQuery(templateQueries.priceTable(template.id));
  const [editing, setEditing] = useState<PriceChange | 'new' | null>(null);
  return (
    <Paper p="lg" radius="md">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Stack gap={2} maw={720}>
          <Title order={3}>{t('admin.templates.priceChanges.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('admin.templates.priceChanges.intro')}
          </Text>
        </Stack>
        {template.archived ? null : (
          <Button
            onClick={() => setEditing('new')}
            disabled={!table.data?.priceLevels.length}
            style={{ flexShrink: 0 }}
          >
            {t('admin.templates.priceChanges.new')}
          </Button>
        )}
      </Group>
      <QueryList query={list} empty={t('admin.templates.priceChanges.empty')}>
        {(items) => (
          <Stack>
            {items.map((change) => (
              <ChangeCard
                key={change.id}
                template={template}
                change={change}
                onEdit={() => setEditing(change)}
              />
            ))}
          </Stack>
        )}
      </QueryList>
      {editing && table.data ? (
        <PriceChangeForm
          template={template}
          table={table.data as PriceTable}
          change={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Paper>
  );
}
