import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { addShopGa, type ShopEventSeats } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { allInFor, feeBreakdown } from '@/ui/all-in-price';
import { FoundSeatsPanel, useSeatOffer } from './FoundSeats';
import { useShopAction, useShopMoney } from './useShopAction';

/**
 * Best seats by quantity and price level; in heavy on-sale mode, by quantity and a maximum
 * price, with no map. The seats found are shown before they go into the basket.
 */
export function BestSeatsChooser({
  data,
  priceTypeId,
  byMaxPrice,
  defaultQuantity = 2,
}: {
  data: ShopEventSeats;
  priceTypeId: number | null;
  byMaxPrice: boolean;
  /** How many seats to look for at first (an exchange: as many as the tickets given back). */
  defaultQuantity?: number;
}) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const offer = useSeatOffer(data, priceTypeId);
  const [quantity, setQuantity] = useState<number>(defaultQuantity);
  const [level, setLevel] = useState<string | null>(null);
  // The maximum price filters on face value (what best seats compare); the levels show all-in.
  const prices = [...new Set(data.priceLevels.map((p) => p.price))].sort((a, b) => a - b);
  const submit = () =>
    offer.start({
      quantity,
      priceLevelIds: !byMaxPrice && level ? [Number(level)] : [],
      maxPrice: byMaxPrice && level ? Number(level) : null,
    });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-end">
          <NumberInput
            label={t('shopBuy.best.quantity')}
            min={1}
            max={data.maxTicketsPerOrder}
            value={quantity}
            onChange={(v) => {
              setQuantity(Math.max(1, Number(v) || 1));
              offer.clear();
            }}
            miw={120}
          />
          <Select
            label={byMaxPrice ? t('shopBuy.best.maxPrice') : t('shopBuy.best.priceLevel')}
            placeholder={t('shopBuy.best.any')}
            clearable
            value={level}
            onChange={(v) => {
              setLevel(v);
              offer.clear();
            }}
            miw={160}
            data={
              byMaxPrice
                ? prices.map((p) => ({
                    value: String(p),
                    label: t('shopBuy.best.upTo', { price: money(p) }),
                  }))
                : data.priceLevels.map((p) => ({
                    value: String(p.id),
                    label: `${p.name} · ${money(allInFor(p, priceTypeId).total)}`,
                  }))
            }
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('shopBuy.limit', { count: data.maxTicketsPerOrder })}
        </Text>
        <Button
          onClick={submit}
          loading={offer.find.isPending && offer.found === null}
          variant={offer.found?.length ? 'default' : 'filled'}
        >
          {t('shopBuy.best.find', { count: quantity })}
        </Button>
        <FoundSeatsPanel data={data} offer={offer} />
      </Stack>
    </Paper>
  );
}

/** General admission: a quantity per area. */
export function GaChooser({ data, priceTypeId }: { data: ShopEventSeats; priceTypeId: number | null }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const add = useShopAction(data.event.id);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  return (
    <Stack gap="sm">
      {add.error ? (
        <Alert color="red" role="alert">
          {add.error.message}
        </Alert>
      ) : null}
      {data.gaAreas.map((area) => {
        const level = data.priceLevels.find((p) => p.id === area.priceLevelId);
        const price = level ? allInFor(level, priceTypeId) : null;
        const quantity = quantities[area.id] ?? 1;
        return (
          <Paper key={area.id} withBorder p="md" radius="md">
            <Group justify="space-between" wrap="wrap" align="flex-end">
              <Stack gap={2}>
                <Text fw={600}>{area.name}</Text>
                <Text size="sm" c="dimmed">
                  {price ? `${money(price.total)} · ` : ''}
                  {area.placesLeft > 0
                    ? t('shopBuy.ga.left', { count: area.placesLeft })
                    : t('shopBuy.soldOut')}
                </Text>
                {price && price.fees.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {feeBreakdown(price, money, t)}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <NumberInput
                  label={t('shopBuy.ga.quantity', { name: area.name })}
                  min={1}
                  max={Math.max(1, Math.min(area.placesLeft, data.maxTicketsPerOrder))}
                  value={quantity}
                  onChange={(v) => setQuantities({ ...quantities, [area.id]: Math.max(1, Number(v) || 1) })}
                  w={110}
                  disabled={area.placesLeft === 0}
                />
                <Button
                  disabled={area.placesLeft === 0}
                  loading={add.isPending && add.variables !== undefined}
                  onClick={() =>
                    add.mutate(() =>
                      callApi(addShopGa, {
                        body: { eventId: data.event.id, priceTypeId, areaId: area.id, quantity },
                      }),
                    )
                  }
                >
                  {t('shopBuy.ga.add')}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
