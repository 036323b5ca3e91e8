import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { type Basket, removeShopBasketItem } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { formatEventTime } from '@/ui/format';
import { TrashIcon } from './TrashIcon';
import { useShopAction, useShopMoney } from './useShopAction';

/**
 * The basket's season packages (a renewal among them) as one line each: the package, its seat
 * and price type, its events, its total; removing it removes every part (decisions/0086, 0108).
 */
export function BasketPackageLines({ basket, readOnly }: { basket: Basket; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  const change = useShopAction();
  return basket.packages.map((line) => {
    const parts = basket.items.filter((i) => i.packageLineId === line.id);
    const seat = t('seatMap.place', { section: line.section, row: line.row, seat: line.seat });
    return (
      <Paper key={`pkg${line.id}`} withBorder p="sm" radius="md" data-testid="basket-package">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {line.name}
            </Text>
            <Text size="sm">{[seat, line.priceTypeName].join(' · ')}</Text>
            <Text size="xs" c="dimmed">
              {t('shopBuy.basket.packageEvents', { count: parts.length })}
            </Text>
            {parts.map((part) => (
              <Text key={part.id} size="xs" c="dimmed">
                {part.eventName} · {formatEventTime(part.eventStartsAt, i18n.language, part.eventTimeZone)}
              </Text>
            ))}
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={600} size="sm">
              {money(line.total)}
            </Text>
            {!readOnly && parts[0] ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('shopBuy.basket.removeProduct', { name: line.name })}
                loading={change.isPending}
                onClick={() =>
                  change.mutate(() => callApi(removeShopBasketItem, { params: { itemId: parts[0]!.id } }))
                }
              >
                <TrashIcon />
              </ActionIcon>
            ) : null}
          </Stack>
        </Group>
      </Paper>
    );
  });
}
