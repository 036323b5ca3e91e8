import type { Basket, BasketItem } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { BasketLineCard, BasketPartRow, removeWhole } from './BasketLineCard';

/**
 * Template packages and event plans of a basket (decisions/0112): one line each, with its total,
 * one remove button (a part takes the whole with it) and its parts under it: each ticket with
 * its event and place, each product with its quantity.
 */
export function BasketBundleLines({
  basket,
  onRemove,
  busy = false,
}: {
  basket: Basket;
  onRemove?: (item: BasketItem) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return basket.bundles.map((line) => {
    const parts = basket.items.filter((i) => i.bundleLineId === line.id);
    const products = basket.products.filter((p) => p.bundleLineId === line.id);
    return (
      <BasketLineCard
        key={`bundle${line.id}`}
        strong
        title={line.name}
        subtitle={[
          t(`admin.sell.bundles.kind.${line.kind}`),
          t('admin.sell.bundles.parts', { count: parts.length + products.length }),
        ].join(' · ')}
        total={line.total}
        removeLabel={t('admin.sell.bundles.remove', { name: line.name })}
        onRemove={removeWhole(onRemove, parts)}
        busy={busy}
        testId="basket-bundle"
        totalTestId="basket-bundle-total"
      >
        {parts.map((part) => (
          <BasketPartRow
            key={part.id}
            testId="basket-bundle-part"
            label={[
              part.eventName,
              t('admin.sell.basket.rowSeat', { row: part.row, seat: part.seat }),
              part.priceLevelName,
            ]
              .filter(Boolean)
              .join(' · ')}
            total={part.total}
          />
        ))}
        {products.map((product) => (
          <BasketPartRow
            key={`p${product.id}`}
            testId="basket-bundle-part"
            label={t('admin.sell.bundles.item', {
              count: product.quantity,
              name: [product.name, product.variantName].filter(Boolean).join(' – '),
            })}
            total={product.total}
          />
        ))}
      </BasketLineCard>
    );
  });
}
