import { Card, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupSale } from './GroupSale';
import { groupSaleQueries } from './queries';
import { StartRequest } from './StartRequest';

/**
 * /admin/v2/sell-tickets/group-sales (Sell Tickets → group sales v2): choose the client and its
 * request (or start one), hold seats for the group — picked, or the best available for its size —
 * at the group price of its size, then take the deposit and set the payment due date. The same
 * services as the Group sales requests screen (decisions/0057, 0091).
 */
export function SellGroupSalesPage() {
  const { t } = useTranslation();
  const clients = useQuery(groupSaleQueries.clients());
  const requests = useQuery(groupSaleQueries.requests());
  const [clientId, setClientId] = useState<string | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  const open = (requests.data ?? []).filter(
    (r) => String(r.clientId) === clientId && r.status !== 'declined',
  );
  const request = open.find((r) => String(r.id) === requestId) ?? null;
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{t('groupSales.sell.title')}</Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('groupSales.sell.client')}
              searchable
              data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={clientId}
              onChange={(v) => {
                setClientId(v);
                setRequestId(null);
              }}
            />
            {clientId ? (
              <Select
                label={t('groupSales.sell.request')}
                data={open.map((r) => ({
                  value: String(r.id),
                  label: `${r.eventName} · ${r.groupSize} · ${t(`groupSales.status.${r.status}`)}`,
                }))}
                value={requestId}
                onChange={setRequestId}
                placeholder={open.length === 0 ? t('groupSales.sell.noRequests') : undefined}
              />
            ) : null}
          </SimpleGrid>
          {clientId && !request ? (
            <StartRequest clientId={Number(clientId)} onStarted={(id) => setRequestId(String(id))} />
          ) : null}
        </Stack>
      </Card>
      {request ? <GroupSale key={request.id} request={request} /> : null}
    </Stack>
  );
}
