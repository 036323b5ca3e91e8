import { Text } from '@mantine/core';
import type { BasketProduct } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { MAX_PRODUCT_QUANTITY } from '@/ui/product-stock';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { BasketLineCard } from './BasketLineCard';

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
    <BasketLineCard
      title={title}
      subtitle={[line.sku, t('admin.sell.basket.unitPrice', { price: money(line.unitPrice) })].join(' · ')}
      total={line.total}
      removeLabel={t('admin.sell.basket.removeProduct', { name: title })}
      onRemove={onRemove ? () => onRemove(line) : undefined}
      busy={busy}
      testId="basket-product"
    >
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
    </BasketLineCard>
  );
}
