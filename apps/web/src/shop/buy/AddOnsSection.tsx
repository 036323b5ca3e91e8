import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addShopProduct, type ProductOffer } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { firstVariantInStock, isLowStock, isSoldOut, maxQuantity, stockLeft } from '@/ui/product-stock';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { shopEventQueries } from './event-queries';
import { useShopBasket } from './queries';
import { ticketsInBasket } from './shop-buy';
import { useShopAction, useShopMoney } from './useShopAction';

/**
 * "Add-ons": the products sold with an event (merchandise, parking, programmes, donations…),
 * each with its variants, stock and a quantity to add. Nothing shows for an event without any.
 */
export function AddOnsSection({ eventId, eventName }: { eventId: number; eventName?: string }) {
  const { t } = useTranslation();
  const products = useQuery(shopEventQueries.products(eventId));
  const list = products.data?.products ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('shopBuy.addOns.title')} data-testid="add-ons">
      <Stack gap={0}>
        <Title order={2} fz="h3">
          {eventName ? t('shopBuy.addOns.titleFor', { event: eventName }) : t('shopBuy.addOns.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('shopBuy.addOns.intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {list.map((product) => (
          <AddOnCard key={product.id} eventId={eventId} product={product} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function AddOnCard({ eventId, product }: { eventId: number; product: ProductOffer }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const { basket } = useShopBasket();
  const add = useShopAction(eventId);
  const [variantId, setVariantId] = useState<number | null>(() => firstVariantInStock(product));
  const [quantity, setQuantity] = useState(1);
  const left = stockLeft(product, variantId);
  const allGone = product.available === 0;
  const soldOut = isSoldOut(product, variantId) || allGone;
  const tickets = ticketsInBasket(basket, eventId);
  const partyLine = product.fullPartyAddOn
    ? (basket?.products ?? []).find(
        (p) => p.eventId === eventId && p.productId === product.id && p.productVariantId === variantId,
      )
    : undefined;
  const inBasket = (basket?.products ?? [])
    .filter((p) => p.eventId === eventId && p.productId === product.id)
    .reduce((sum, p) => sum + p.quantity, 0);
  const needsTickets = product.fullPartyAddOn && tickets === 0;
  const needsVariant = product.variants.length > 0 && variantId === null;
  const canAdd = !soldOut && !needsTickets && !needsVariant && !partyLine;
  const submit = () =>
    add.mutate(
      () =>
        callApi(addShopProduct, {
          body: {
            eventId,
            productId: product.id,
            variantId,
            quantity: product.fullPartyAddOn ? 1 : quantity,
          },
        }),
      { onSuccess: () => setQuantity(1) },
    );
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={product.name} data-testid="add-on">
      <Stack gap="xs" h="100%">
        {product.imageUrl ? (
          <Image src={product.imageUrl} alt={product.name} radius="sm" h={160} fit="contain" loading="lazy" />
        ) : null}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`products.types.${product.type}`)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(product.price)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {product.fullPartyAddOn ? t('shopBuy.addOns.perTicket') : t('shopBuy.addOns.each')}
            </Text>
          </Stack>
        </Group>
        {product.redemptionInstructions ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {product.redemptionInstructions}
          </Text>
        ) : null}
        {product.variants.length > 0 && !allGone ? (
          <Select
            size="sm"
            label={t('shopBuy.addOns.variant')}
            aria-label={t('shopBuy.addOns.variantOf', { name: product.name })}
            data={product.variants.map((v) => ({
              value: String(v.id),
              label: v.available === 0 ? t('shopBuy.addOns.variantSoldOut', { name: v.name }) : v.name,
              disabled: v.available === 0,
            }))}
            value={variantId === null ? null : String(variantId)}
            onChange={(value) => {
              setVariantId(value ? Number(value) : null);
              setQuantity(1);
            }}
            allowDeselect={false}
            placeholder={t('shopBuy.addOns.chooseVariant')}
          />
        ) : null}
        <Stock soldOut={soldOut} left={left} />
        {inBasket > 0 && !product.fullPartyAddOn ? (
          <Text size="sm" c="blue.8" fw={600} role="status">
            {t('shopBuy.addOns.countInBasket', { count: inBasket })}
          </Text>
        ) : null}
        <Group justify="space-between" align="center" gap="xs" mt="auto" wrap="wrap">
          {allGone ? (
            <span />
          ) : product.fullPartyAddOn ? (
            <Text size="sm" c={needsTickets ? 'dimmed' : undefined}>
              {needsTickets
                ? t('shopBuy.addOns.needsTickets')
                : t('shopBuy.addOns.onePerTicket', { count: tickets })}
            </Text>
          ) : (
            <QuantityStepper
              name={product.name}
              value={quantity}
              onChange={setQuantity}
              max={maxQuantity(left)}
              disabled={soldOut}
            />
          )}
          {partyLine ? (
            <Badge variant="light" size="lg">
              {t('shopBuy.addOns.inBasket')}
            </Badge>
          ) : (
            <Button
              onClick={submit}
              disabled={!canAdd}
              loading={add.isPending}
              aria-label={t('shopBuy.addOns.addLabel', { name: product.name })}
            >
              {t('shopBuy.addOns.add')}
            </Button>
          )}
        </Group>
        {add.error ? (
          <Alert color="red" p="xs" role="alert">
            {add.error.message}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Stock({ soldOut, left }: { soldOut: boolean; left: number | null }) {
  const { t } = useTranslation();
  if (soldOut)
    return (
      <Badge color="gray" variant="light" w="fit-content">
        {t('shopBuy.addOns.soldOut')}
      </Badge>
    );
  if (isLowStock(left))
    return (
      <Text size="sm" c="orange.8" fw={600}>
        {t('shopBuy.addOns.onlyLeft', { count: left })}
      </Text>
    );
  return null;
}
