import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { type Basket, removeShopBasketItem, removeShopProduct } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { formatEventTime } from '@/ui/format';
import { TrashIcon } from './TrashIcon';
import { useShopAction, useShopMoney } from './useShopAction';

/**
 * The basket's template packages and event plans as one line each (decisions/0117): its name
 * and kind, its total, and its parts under it (each ticket's event, time and seat, each product
 * with its quantity); removing it removes every part (the server takes the whole with any part).
 */
export function BasketBundleLines({ basket, readOnly }: { basket: Basket; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  const change = useShopAction();
  const lines = basket.bundles.map((line) => {
    const tickets = basket.items.filter((i) => i.bundleLineId === line.id);
    const products = basket.products.filter((p) => p.bundleLineId === line.id);
    const remove = tickets[0]
      ? () => callApi(removeShopBasketItem, { params: { itemId: tickets[0]!.id } })
      : products[0]
        ? () => callApi(removeShopProduct, { params: { itemId: products[0]!.id } })
        : null;
    return (
      <Paper key={`bundle${line.id}`} withBorder p="sm" radius="md" data-testid="basket-bundle">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`shopBuy.bundles.kind.${line.kind}`)} ·{' '}
              {t('shopBuy.bundles.parts', { count: tickets.length + products.length })}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {money(line.total)}
            </Text>
            {!readOnly && remove ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('shopBuy.bundles.remove', { name: line.name })}
                loading={change.isPending}
                onClick={() => change.mutate(remove)}
              >
                <TrashIcon />
              </ActionIcon>
            ) : null}
          </Stack>
        </Group>
        <Stack gap={4} mt="xs" pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
          {tickets.map((part) => (
            <Group
              key={part.id}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="basket-bundle-part"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {part.eventName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatEventTime(part.eventStartsAt, i18n.language, part.eventTimeZone)} ·{' '}
                  {t('seatMap.place', { section: part.section, row: part.row, seat: part.seat })}
                </Text>
              </Stack>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {money(part.total)}
              </Text>
            </Group>
          ))}
          {products.map((part) => (
            <Group
              key={`p${part.id}`}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="basket-bundle-part"
            >
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {t('shopBuy.bundles.item', {
                  count: part.quantity,
                  name: part.variantName ? `${part.name} · ${part.variantName}` : part.name,
                })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {money(part.total)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    );
  });
  return (
    <>
      {lines}
      {change.error ? (
        <Text c="red" size="sm" role="alert">
          {change.error.message}
        </Text>
      ) : null}
    </>
  );
}
