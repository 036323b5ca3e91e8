import { Group, Stack, Text, Tooltip } from '@mantine/core';
import type { BasketProduct } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { MAX_PRODUCT_QUANTITY } from '@/ui/product-stock';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { RemoveButton } from '@/ui/RemoveButton';

/**
 * One product line of the basket: name, variant, SKU, quantity and total. With `onQuantity`
 * and `onRemove` the seller changes it; a full-party add-on's quantity follows the tickets.
 */
export function BasketProductLine({
  line,
  onQuantity,
  onRemove,
  busy,
}: {
  line: BasketProduct;
  onQuantity?: (line: BasketProduct, quantity: number) => void;
  onRemove?: (line: BasketProduct) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const title = line.variantName ? `${line.name} · ${line.variantName}` : line.name;
  return (
    <Stack
      gap={4}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-testid="basket-product"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {[line.sku, t('admin.sell.basket.unitPrice', { price: money(line.unitPrice) })].join(' · ')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {money(line.total)}
          </Text>
          {onRemove ? (
            <Tooltip label={t('admin.sell.basket.removeProduct', { name: title })}>
              <RemoveButton
                color="gray"
                label={t('admin.sell.basket.removeProduct', { name: title })}
                disabled={busy}
                onClick={() => onRemove(line)}
              />
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      {line.fullPartyAddOn ? (
        <Text size="xs" data-testid="party-quantity">
          {t('admin.sell.basket.onePerTicket', { count: line.quantity })}
        </Text>
      ) : onQuantity ? (
        <QuantityStepper
          size="xs"
          name={title}
          value={line.quantity}
          max={MAX_PRODUCT_QUANTITY}
          disabled={busy}
          onChange={(quantity) => onQuantity(line, quantity)}
        />
      ) : (
        <Text size="xs">{t('admin.sell.basket.quantity', { count: line.quantity })}</Text>
      )}
    </Stack>
  );
}
