import { Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventPrices } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { EventPlansOfEvent } from '@/admin/event-plans/EventPlansOfEvent';
import { ColorDot } from '@/ui/ColorDot';
import type { Column } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { eventQueries } from './queries';

type Cell = EventPrices['cells'][number];

function PriceCell({ cell }: { cell: Cell | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!cell || cell.price === null || cell.faceValue === null) {
    return <Text c="dimmed">{t('admin.events.prices.noTablePrice')}</Text>;
  }
  return (
    <Stack gap={0} align="flex-end">
      <Text fw={600}>{money(cell.price)}</Text>
      {cell.fees > 0 ? (
        <Text size="xs" c="dimmed">
          {t('admin.events.prices.detail', { face: money(cell.faceValue), fees: money(cell.fees) })}
        </Text>
      ) : null}
      {cell.discount > 0 ? (
        <Text size="xs" c="teal">
          {t('admin.events.prices.discount', { amount: money(cell.discount) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function PriceGrid({ prices }: { prices: EventPrices }) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns = prices.priceTypes.length
    ? prices.priceTypes
    : [{ id: null, name: t('admin.events.prices.defaultPrice') }];
  const cellOf = (levelId: number, typeId: number | null) =>
    prices.cells.find((c) => c.priceLevelId === levelId && c.priceTypeId === typeId);
  return (
    <Stack gap="xs">
      <DataTable
        label={t('admin.events.prices.title')}
        rows={prices.priceLevels}
        empty=""
        columns={[
          {
            id: 'level',
            header: t('admin.events.prices.level'),
            value: (level) => level.name,
            cell: (level) => (
              <Group gap="xs" wrap="nowrap">
                <ColorDot color={level.color} />
                <Text>{level.name}</Text>
              </Group>
            ),
          },
          ...columns.map(
            (c): Column<(typeof prices.priceLevels)[number]> => ({
              id: `type${c.id ?? 'default'}`,
              header: c.name,
              align: 'right',
              cell: (level) => <PriceCell cell={cellOf(level.id, c.id)} />,
            }),
          ),
        ]}
      />
      {prices.orderFees.length ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('admin.events.prices.orderFees', {
              fees: prices.orderFees.map((f) => `${f.name} ${money(f.amount)}`).join(', '),
            })}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The event's ticket prices: every price level × price type, as the pricing engine charges them. */
export function EventPricesTab({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const prices = useQuery(eventQueries.prices(eventId, promotionId));
  const promotions = prices.data?.promotions ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={640}>
          {t('admin.events.prices.hint')}
        </Text>
        {promotions.length ? (
          <Select
            label={t('admin.events.prices.promotion')}
            w={260}
            clearable
            placeholder={t('admin.events.prices.noPromotion')}
            data={promotions.map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` }))}
            value={promotionId === null ? null : String(promotionId)}
            onChange={(v) => setPromotionId(v ? Number(v) : null)}
          />
        ) : null}
      </Group>
      {prices.isError ? (
        <ErrorDetails error={prices.error} onRetry={() => void prices.refetch()} />
      ) : !prices.data ? (
        <SectionLoader />
      ) : prices.data.priceLevels.length === 0 ? (
        <Text c="dimmed">{t('admin.events.prices.empty')}</Text>
      ) : (
        <PriceGrid prices={prices.data} />
      )}
      <EventPlansOfEvent eventId={eventId} />
    </Stack>
  );
}
