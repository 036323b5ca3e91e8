import { Badge, Card } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { listCustomerTransfers } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { customerKeys } from '../queries';

/** The transfers the customer made or received, with the spec's labels. */
export function TransfersTab() {
  const { t } = useTranslation();
  const transfers = useQuery({
    queryKey: [...customerKeys.all, 'transfers'],
    queryFn: () => callApi(listCustomerTransfers),
  });
  return (
    <Card withBorder radius="md" padding={0}>
      <DataTable
        label={t('shopAccount.tabs.transfers')}
        prefix="transfers"
        bare
        rows={transfers.data ?? []}
        empty={t('transfers.empty')}
        minWidth={560}
        columns={[
          {
            id: 'seats',
            header: t('transfers.tickets'),
            value: (x) =>
              x.seatKeys.length > 0 ? x.seatKeys.join(', ') : t('shopAccount.tickets.seatHidden'),
          },
          { id: 'recipientName', header: t('transfers.recipient') },
          {
            id: 'label',
            header: t('transfers.status'),
            cell: (x) => <Badge variant="light">{t(`transfers.labels.${x.label}`)}</Badge>,
          },
          { id: 'createdAt', header: t('transfers.date'), date: (x) => x.createdAt },
        ]}
      />
    </Card>
  );
}
