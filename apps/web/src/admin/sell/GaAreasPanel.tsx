import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { addGaToBasket, type SellGaArea } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { allInFor } from '@/ui/all-in-price';
import { DataTable } from '@/ui/data-table/DataTable';
import { PriceWithBreakdown } from '@/ui/PriceWithBreakdown';
import { AddFailedAlert, type SeatPanelProps } from './AddFailedAlert';
import { useBasketAction } from './useBasketAction';

/** General-admission areas: places left, their price, and a quantity to add. */
export function GaAreasPanel({ data, channel, priceTypeId }: SeatPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const add = useBasketAction(channel, data.event.id);
  return (
    <Stack gap="sm">
      <AddFailedAlert add={add} />
      <DataTable
        label={t('admin.sell.ga.area')}
        rows={data.gaAreas}
        empty=""
        columns={[
          { id: 'name', header: t('admin.sell.ga.area'), cell: (area) => <Text fw={500}>{area.name}</Text> },
          {
            id: 'price',
            header: t('admin.sell.ga.price'),
            cell: (area) => {
              const level = data.priceLevels.find((p) => p.id === area.priceLevelId);
              const price = level ? allInFor(level, priceTypeId) : null;
              return level && price ? (
                <PriceWithBreakdown
                  label={t('admin.sell.map.level', { name: level.name, price: money(price.total) })}
                  price={price}
                  money={money}
                  size="sm"
                />
              ) : (
                '—'
              );
            },
          },
          { id: 'placesLeft', header: t('admin.sell.ga.placesLeft'), align: 'right' },
          {
            id: 'quantity',
            header: t('admin.sell.ga.quantity'),
            width: 200,
            cell: (area) => (
              <AddQuantity
                area={area}
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
            ),
          },
        ]}
      />
    </Stack>
  );
}

function AddQuantity({
  area,
  busy,
  onAdd,
}: {
  area: SellGaArea;
  busy: boolean;
  onAdd: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<number | string>(1);
  const valid =
    Number.isInteger(Number(quantity)) && Number(quantity) >= 1 && Number(quantity) <= area.placesLeft;
  return (
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
  );
}
