import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { addProductToBasket, type ProductOffer, type ProductOffers } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { firstVariantInStock, isSoldOut, maxQuantity, stockLeft } from '@/ui/product-stock';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { OfferList } from './AddFailedAlert';
import { useBasketAction } from './useBasketAction';
import { useSellBasket } from './useSellBasket';

/** The event's products: price, stock left, a variant and a quantity to add to the basket. */
export function ProductsPanel({ offers, channel }: { offers: ProductOffers; channel: StaffSalesChannel }) {
  const { t } = useTranslation();
  const add = useBasketAction(channel, offers.eventId);
  return (
    <OfferList intro={t('admin.sell.products.intro')} label={t('admin.sell.tabs.products')} add={add}>
      {offers.products.map((product) => (
        <ProductRow
          key={product.id}
          product={product}
          eventId={offers.eventId}
          busy={add.isPending}
          onAdd={(variantId, quantity) =>
            add.mutate((basketId) =>
              callApi(addProductToBasket, {
                params: { basketId },
                body: { eventId: offers.eventId, productId: product.id, variantId, quantity },
              }),
            )
          }
        />
      ))}
    </OfferList>
  );
}

function ProductRow({
  product,
  eventId,
  busy,
  onAdd,
}: {
  product: ProductOffer;
  eventId: number;
  busy: boolean;
  onAdd: (variantId: number | null, quantity: number) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { basket } = useSellBasket();
  const [variantId, setVariantId] = useState<number | null>(() => firstVariantInStock(product));
  const [quantity, setQuantity] = useState(1);
  const left = stockLeft(product, variantId);
  const soldOut = isSoldOut(product, variantId) || product.available === 0;
  const tickets = (basket?.items ?? [])
    .filter((i) => i.eventId === eventId)
    .reduce((n, i) => n + i.quantity, 0);
  const inBasket = (basket?.products ?? []).some(
    (p) => p.eventId === eventId && p.productId === product.id && p.productVariantId === variantId,
  );
  const blocked = product.fullPartyAddOn && (tickets === 0 || inBasket);
  const needsVariant = product.variants.length > 0 && variantId === null;
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={product.name} data-testid="sell-product">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} size="sm">
              {product.name}
            </Text>
            {product.fullPartyAddOn ? (
              <Badge size="xs" variant="light">
                {t('admin.sell.products.onePerTicket')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {[t(`admin.templates.products.types.${product.type}`), product.sku, money(product.price)].join(
              ' · ',
            )}
          </Text>
          {product.redemptionInstructions ? (
            <Text size="xs" c="dimmed" lineClamp={2} title={product.redemptionInstructions}>
              {product.redemptionInstructions}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={2} align="flex-end" w={72}>
          <Text size="xs" c="dimmed">
            {t('admin.sell.products.left')}
          </Text>
          <div data-testid="product-left">
            <Text
              size="sm"
              fw={600}
              c={soldOut ? 'red.8' : left === null ? 'dimmed' : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {soldOut
                ? t('admin.sell.products.soldOut')
                : left === null
                  ? t('admin.sell.products.unlimited')
                  : left}
            </Text>
          </div>
        </Stack>
        <Stack gap={6} w={250}>
          {product.variants.length > 0 && product.available !== 0 ? (
            <Select
              size="xs"
              aria-label={t('admin.sell.products.variantOf', { name: product.name })}
              placeholder={t('admin.sell.products.chooseVariant')}
              data={product.variants.map((v) => ({
                value: String(v.id),
                label:
                  v.available === null
                    ? v.name
                    : t('admin.sell.products.variantLeft', { name: v.name, left: v.available }),
                disabled: v.available === 0,
              }))}
              value={variantId === null ? null : String(variantId)}
              onChange={(value) => {
                setVariantId(value ? Number(value) : null);
                setQuantity(1);
              }}
              allowDeselect={false}
            />
          ) : null}
          <Group gap="xs" wrap="nowrap" justify="space-between">
            {product.available === 0 ? (
              <span />
            ) : product.fullPartyAddOn ? (
              <Text size="xs" c="dimmed">
                {inBasket
                  ? t('admin.sell.products.inBasket')
                  : tickets === 0
                    ? t('admin.sell.products.needsTickets')
                    : t('admin.sell.products.onePerTicket')}
              </Text>
            ) : (
              <QuantityStepper
                size="xs"
                name={product.name}
                value={quantity}
                onChange={setQuantity}
                max={maxQuantity(left)}
                disabled={soldOut}
              />
            )}
            <Button
              size="xs"
              aria-label={t('admin.sell.products.addLabel', { name: product.name })}
              disabled={soldOut || blocked || needsVariant}
              loading={busy}
              onClick={() => {
                onAdd(variantId, product.fullPartyAddOn ? 1 : quantity);
                setQuantity(1);
              }}
            >
              {t('admin.sell.products.add')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
