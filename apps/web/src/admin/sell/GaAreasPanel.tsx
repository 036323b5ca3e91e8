import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import { addGaToBasket, type SellGaArea, type SellSeats } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { allInFor } from '@/ui/all-in-price';
import { PriceWithBreakdown } from '@/ui/PriceWithBreakdown';
import { useBasketAction } from './useBasketAction';

/** General-admission areas: places left, their price, and a quantity to add. */
export function GaAreasPanel({
  data,
  channel,
  priceTypeId,
}: {
  data: SellSeats;
  channel: StaffSalesChannel;
  priceTypeId: number | null;
}) {
  const { t } = useTranslation();
  const add = useBasketAction(channel, data.event.id);
  return (
    <Stack gap="sm">
      {add.error ? (
        <Alert color="red" title={t('admin.sell.addFailed')} withCloseButton onClose={() => add.reset()}>
          {add.error.message}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.sell.ga.area')}</Table.Th>
              <Table.Th>{t('admin.sell.ga.price')}</Table.Th>
              <Table.Th ta="right">{t('admin.sell.ga.placesLeft')}</Table.Th>
              <Table.Th w={200}>{t('admin.sell.ga.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.gaAreas.map((area) => (
              <AreaRow
                key={area.id}
                area={area}
                data={data}
                priceTypeId={priceTypeId}
                busy={add.isPending}
                onAdd={(quantity) =>
                  add.mutate((basketId) =>
                    callApi(addGaToBasket, {
                      params: { basketId },
                      body: { eventId: data.event.id, priceTypeId, areaId: area.id, quantity },
                    }),
                  )
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

function AreaRow({
  area,
  data,
  priceTypeId,
  busy,
  onAdd,
}: {
  area: SellGaArea;
  data: SellSeats;
  priceTypeId: number | null;
  busy: boolean;
  onAdd: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [quantity, setQuantity] = useState<number | string>(1);
  const level = data.priceLevels.find((p) => p.id === area.priceLevelId);
  const price = level ? allInFor(level, priceTypeId) : null;
  const valid =
    Number.isInteger(Number(quantity)) && Number(quantity) >= 1 && Number(quantity) <= area.placesLeft;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{area.name}</Text>
      </Table.Td>
      <Table.Td>
        {level && price ? (
          <PriceWithBreakdown
            label={t('admin.sell.map.level', { name: level.name, price: money(price.total) })}
            price={price}
            money={money}
            size="sm"
          />
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td ta="right">{area.placesLeft}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <NumberInput
            aria-label={t('admin.sell.ga.quantityOf', { area: area.name })}
            value={quantity}
            onChange={setQuantity}
            min={1}
            max={Math.max(1, Math.min(100, area.placesLeft))}
            allowDecimal={false}
            w={80}
            size="xs"
            disabled={area.placesLeft === 0}
          />
          <Button size="xs" disabled={!valid} loading={busy} onClick={() => onAdd(Number(quantity))}>
            {t('actions.add')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
