import { ActionIcon, Divider, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { type Basket, removeShopBasketItem, setShopBasketItemPriceType } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { formatEventTime } from '@/ui/format';
import { BasketBundleLines } from './BasketBundleLines';
import { BasketPackageLines } from './BasketPackageLines';
import { BasketProductLines } from './BasketProductLines';
import { TrashIcon } from './TrashIcon';
import { useShopAction, useShopMoney } from './useShopAction';

/**
 * The basket's season package, template package and event plan, ticket and product lines with their price, fees and price type; editable unless
 * `readOnly`; with the basket's totals unless `withTotals` is false (an exchange is priced by its quote).
 */
export function BasketLinesList({
  basket,
  readOnly = false,
  withTotals = true,
}: {
  basket: Basket;
  readOnly?: boolean;
  withTotals?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  const change = useShopAction();
  return (
    <Stack gap="sm">
      <BasketPackageLines basket={basket} readOnly={readOnly} />
      <BasketBundleLines basket={basket} readOnly={readOnly} />
      {basket.items
        .filter((item) => item.packageLineId === null && item.bundleLineId === null)
        .map((item) => (
          <Paper key={item.id} withBorder p="sm" radius="md" data-testid="basket-line">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {item.eventName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatEventTime(item.eventStartsAt, i18n.language, item.eventTimeZone)}
                </Text>
                <Text size="sm">
                  {item.kind === 'seat'
                    ? t('seatMap.place', { section: item.section, row: item.row, seat: item.seat })
                    : t('shopBuy.basket.gaLine', { count: item.quantity, area: item.section })}
                </Text>
                {item.fees.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {item.fees.map((f) => `${f.name} ${money(f.amount)}`).join(' · ')}
                  </Text>
                ) : null}
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={600} size="sm">
                  {money(item.total)}
                </Text>
                {!readOnly ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('shopBuy.basket.remove', {
                      line:
                        item.kind === 'seat'
                          ? t('seatMap.place', { section: item.section, row: item.row, seat: item.seat })
                          : t('shopBuy.basket.gaLine', { count: item.quantity, area: item.section }),
                    })}
                    loading={change.isPending}
                    onClick={() =>
                      change.mutate(() => callApi(removeShopBasketItem, { params: { itemId: item.id } }))
                    }
                  >
                    <TrashIcon />
                  </ActionIcon>
                ) : null}
              </Stack>
            </Group>
            {!readOnly && item.priceTypes.length > 1 ? (
              <Select
                mt="xs"
                size="xs"
                maw={240}
                label={t('shopBuy.priceType')}
                data={item.priceTypes.map((p) => ({ value: String(p.id), label: p.name }))}
                value={item.priceTypeId === null ? null : String(item.priceTypeId)}
                allowDeselect={false}
                onChange={(value) =>
                  change.mutate(() =>
                    callApi(setShopBasketItemPriceType, {
                      params: { itemId: item.id },
                      body: { priceTypeId: value ? Number(value) : null },
                    }),
                  )
                }
              />
            ) : readOnly && item.priceTypeName ? (
              <Text size="xs" c="dimmed">
                {item.priceTypeName}
              </Text>
            ) : null}
          </Paper>
        ))}
      {change.error ? (
        <Text c="red" size="sm" role="alert">
          {change.error.message}
        </Text>
      ) : null}
      <BasketProductLines
        products={basket.products.filter((p) => p.bundleLineId === null)}
        readOnly={readOnly}
      />
      {withTotals ? (
        <>
          <Divider />
          <Totals basket={basket} />
        </>
      ) : null}
    </Stack>
  );
}

function Totals({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const row = (label: string, value: string, strong = false) => (
    <Group justify="space-between">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4}>
      {row(t('shopBuy.basket.tickets'), money(basket.faceValueTotal))}
      {basket.products.length > 0 ? row(t('shopBuy.basket.products'), money(basket.productTotal)) : null}
      {basket.discountTotal > 0 ? row(t('shopBuy.basket.discount'), `−${money(basket.discountTotal)}`) : null}
      {basket.orderFees.map((f) => (
        <div key={f.feeId}>{row(f.name, money(f.amount))}</div>
      ))}
      {row(t('shopBuy.basket.fees'), money(basket.feeTotal))}
      {row(t('shopBuy.basket.total'), money(basket.total), true)}
    </Stack>
  );
}
