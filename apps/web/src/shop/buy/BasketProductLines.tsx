import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { type BasketProduct, removeShopProduct, setShopProductQuantity } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { MAX_PRODUCT_QUANTITY } from '@/ui/product-stock';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { TrashIcon } from './TrashIcon';
import { useShopAction, useShopMoney } from './useShopAction';

/**
 * The basket's product lines: name, variant, quantity and price. The buyer changes the
 * quantity or removes a line unless `readOnly`; a full-party add-on's quantity follows the
 * tickets, so it is shown, never edited.
 */
export function BasketProductLines({
  products,
  readOnly = false,
}: {
  products: readonly BasketProduct[];
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const change = useShopAction();
  return (
    <>
      {products.map((line) => {
        const title = line.variantName ? `${line.name} · ${line.variantName}` : line.name;
        return (
          <Paper key={line.id} withBorder p="sm" radius="md" data-testid="basket-product">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`products.types.${line.type}`, line.type)}
                  {' · '}
                  {line.eventName}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.total)}
                </Text>
                {!readOnly ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('shopBuy.basket.removeProduct', { name: title })}
                    loading={change.isPending}
                    onClick={() =>
                      change.mutate(() => callApi(removeShopProduct, { params: { itemId: line.id } }))
                    }
                  >
                    <TrashIcon />
                  </ActionIcon>
                ) : null}
              </Stack>
            </Group>
            <Group justify="space-between" align="center" mt={6} gap="xs" wrap="wrap">
              {line.fullPartyAddOn ? (
                <Text size="sm" data-testid="party-quantity">
                  {t('shopBuy.basket.onePerTicket', { count: line.quantity })}
                </Text>
              ) : readOnly ? (
                <Text size="sm">{t('shopBuy.basket.productQuantity', { count: line.quantity })}</Text>
              ) : (
                <QuantityStepper
                  size="xs"
                  name={title}
                  value={line.quantity}
                  max={MAX_PRODUCT_QUANTITY}
                  disabled={change.isPending}
                  onChange={(quantity) =>
                    change.mutate(() =>
                      callApi(setShopProductQuantity, { params: { itemId: line.id }, body: { quantity } }),
                    )
                  }
                />
              )}
              <Text size="xs" c="dimmed">
                {t('shopBuy.basket.unitPrice', { price: money(line.unitPrice) })}
              </Text>
            </Group>
          </Paper>
        );
      })}
      {change.error ? (
        <Text c="red" size="sm" role="alert">
          {change.error.message}
        </Text>
      ) : null}
    </>
  );
}
