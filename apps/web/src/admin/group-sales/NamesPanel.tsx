import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { downloadGroupNamesList, type GroupSaleRequest, setGroupNamesList } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/admin/tickets/download';
import { callApi, endpointUrl } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { EditPanel } from '@/ui/EditPanel';
import { FailureAlert } from '@/ui/FailureAlert';
import { groupSaleQueries } from './queries';
import { useRefreshing } from './useRefreshing';

const placeOf = (r: { section: string | null; row: string | null; seat: string | null }) =>
  `${r.section ?? ''} ${r.row ?? ''}-${r.seat ?? ''}`;

export function NamesPanel({ request, onClose }: { request: GroupSaleRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const names = useQuery(groupSaleQueries.names(request.id));
  const rows = names.data?.rows ?? [];
  // Each ticket's guest is asked for by its place in the list (“Guest name for ticket 3”).
  const numbered = rows.map((r, i) => ({ ...r, n: i + 1 }));
  const form = useForm<{ names: Record<string, string> }>({ initialValues: { names: {} } });
  const [failed, setFailed] = useState(false);
  const save = useRefreshing((v: typeof form.values) =>
    callApi(setGroupNamesList, {
      params: { requestId: request.id },
      body: {
        names: rows.map((r) => ({ ticketId: r.ticketId, name: v.names[String(r.ticketId)] ?? r.name })),
      },
    }),
  );
  const download = () => {
    setFailed(false);
    const url = endpointUrl(downloadGroupNamesList, { params: { requestId: request.id } });
    downloadFile(url, `group-${request.id}-names.csv`).catch(() => setFailed(true));
  };
  return (
    <EditPanel
      title={t('groupSales.names.title', { client: request.clientName })}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync(v)}
      size="lg"
    >
      <FailureAlert error={names.error} />
      <DataTable
        label={t('groupSales.names.title', { client: request.clientName })}
        prefix="names"
        bare
        rows={names.data ? numbered : undefined}
        rowKey={(r) => r.ticketId}
        empty={t('table.empty')}
        columns={[
          { id: 'seat', header: t('groupSales.names.seat'), value: placeOf },
          {
            id: 'name',
            header: t('groupSales.names.name'),
            cell: (r) => (
              <TextInput
                aria-label={t('groupSales.names.nameOf', { n: r.n })}
                maxLength={100}
                value={form.values.names[String(r.ticketId)] ?? r.name}
                onChange={(e) => form.setFieldValue(`names.${r.ticketId}`, e.currentTarget.value)}
              />
            ),
          },
        ]}
      />
      <Group>
        <Button variant="light" onClick={download}>
          {t('groupSales.names.download')}
        </Button>
      </Group>
      {failed ? (
        <Text c="red" size="sm">
          {t('groupSales.names.downloadFailed')}
        </Text>
      ) : null}
    </EditPanel>
  );
}
