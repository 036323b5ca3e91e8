import { Divider, Group, Select, Stack, Text } from '@mantine/core';
import type { Basket, BasketItem, BasketProduct } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { BasketBundleLines } from './BasketBundleLines';
import { BasketLineCard, BasketPartRow, removeWhole } from './BasketLineCard';
import { BasketProductLine } from './BasketProductLine';

/** How a line names its place: "S1 · row A · seat 3", or a general-admission area and count. */
export function usePlaceLabel() {
  const { t } = useTranslation();
  return (item: Pick<BasketItem, 'kind' | 'section' | 'row' | 'seat' | 'quantity'>) =>
    item.kind === 'seat'
      ? t('seatMap.place', { section: item.section, row: item.row, seat: item.seat })
      : t('admin.sell.basket.gaPlaces', { area: item.section, count: item.quantity });
}

/** The short name of a line in the narrow basket: "Row H · Seat 5"; the seat key says the rest. */
function useShortPlace() {
  const { t } = useTranslation();
  const place = usePlaceLabel();
  return (item: BasketItem) =>
    item.kind === 'seat' ? t('admin.sell.basket.rowSeat', { row: item.row, seat: item.seat }) : place(item);
}

interface EventLines {
  eventId: number;
  eventName: string;
  items: BasketItem[];
  products: BasketProduct[];
}

/** Ticket and product lines under their event, events in the order they were added. */
function groupByEvent(basket: Basket): EventLines[] {
  const groups = new Map<number, EventLines>();
  const group = (eventId: number, eventName: string) => {
    const found = groups.get(eventId) ?? { eventId, eventName, items: [], products: [] };
    groups.set(eventId, found);
    return found;
  };
  // A season package's parts show under their package, not under each event.
  // So do a template package's or event plan's parts under it (decisions/0112).
  for (const item of basket.items)
    if (item.packageLineId === null && item.bundleLineId === null)
      group(item.eventId, item.eventName).items.push(item);
  for (const line of basket.products)
    if (line.bundleLineId === null) group(line.eventId, line.eventName).products.push(line);
  return [...groups.values()];
}

/**
 * The lines of a basket by event: place, seat key, price level, price type and total, then the
 * event's products. With `onPriceType`/`onRemove`/`onProductQuantity`/`onRemoveProduct` the
 * seller changes them; without, it is the order summary.
 */
export function BasketLines({
  basket,
  onPriceType,
  onRemove,
  onProductQuantity,
  onRemoveProduct,
  busy = false,
}: {
  basket: Basket;
  onPriceType?: (item: BasketItem, priceTypeId: number) => void;
  onRemove?: (item: BasketItem) => void;
  onProductQuantity?: (line: BasketProduct, quantity: number) => void;
  onRemoveProduct?: (line: BasketProduct) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const place = usePlaceLabel();
  const short = useShortPlace();
  return (
    <Stack gap="sm">
      {basket.packages.map((line) => {
        const parts = basket.items.filter((i) => i.packageLineId === line.id);
        return (
          <BasketLineCard
            key={`pkg${line.id}`}
            strong
            title={line.name}
            subtitle={[
              t('seatMap.place', { section: line.section, row: line.row, seat: line.seat }),
              line.priceTypeName,
            ].join(' · ')}
            total={line.total}
            removeLabel={t('admin.sell.basket.removePackage', { name: line.name })}
            onRemove={removeWhole(onRemove, parts)}
            busy={busy}
            testId="basket-package"
          >
            <Text size="xs" c="dimmed">
              {t('admin.sell.basket.packageParts', { count: parts.length })}
            </Text>
            {parts.map((part) => (
              <BasketPartRow key={part.id} label={part.eventName} total={part.total} />
            ))}
          </BasketLineCard>
        );
      })}
      <BasketBundleLines basket={basket} onRemove={onRemove} busy={busy} />
      {groupByEvent(basket).map((group) => (
        <Stack key={group.eventId} gap={6}>
          <Text size="sm" fw={700}>
            {group.eventName}
          </Text>
          {group.items.map((item) => (
            <BasketLineCard
              key={item.id}
              title={short(item)}
              subtitle={[item.seatKey, item.priceLevelName, onPriceType ? null : item.priceTypeName]
                .filter(Boolean)
                .join(' · ')}
              total={item.total}
              removeLabel={t('admin.sell.basket.remove', { place: place(item) })}
              onRemove={onRemove ? () => onRemove(item) : undefined}
              busy={busy}
              testId="basket-line"
            >
              {onPriceType && item.priceTypes.length > 0 ? (
                <Select
                  size="xs"
                  aria-label={t('admin.sell.basket.priceTypeOf', { place: place(item) })}
                  placeholder={t('admin.sell.basket.standardPrice')}
                  data={item.priceTypes.map((p) => ({ value: String(p.id), label: p.name }))}
                  value={item.priceTypeId === null ? null : String(item.priceTypeId)}
                  allowDeselect={false}
                  disabled={busy}
                  onChange={(value) => value && onPriceType(item, Number(value))}
                />
              ) : null}
              {item.fees.length > 0 || item.discount > 0 ? (
                <Text size="xs" c="dimmed">
                  {[
                    t('admin.sell.basket.faceValue', { amount: money(item.faceValue) }),
                    ...item.fees.map((fee) =>
                      t('admin.sell.basket.fee', { name: fee.name, amount: money(fee.amount) }),
                    ),
                    ...(item.discount > 0
                      ? [t('admin.sell.basket.discount', { amount: money(item.discount) })]
                      : []),
                  ].join(' · ')}
                </Text>
              ) : null}
            </BasketLineCard>
          ))}
          {group.products.map((line) => (
            <BasketProductLine
              key={`p${line.id}`}
              line={line}
              onQuantity={onProductQuantity}
              onRemove={onRemoveProduct}
              busy={busy}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** Per-order fees and the totals of a basket or order. */
export function BasketTotals({
  totals,
  orderFees,
}: {
  totals: Pick<Basket, 'faceValueTotal' | 'feeTotal' | 'discountTotal' | 'productTotal' | 'total'>;
  orderFees: Basket['orderFees'];
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const row = (label: string, amount: string, strong = false) => (
    <Group justify="space-between" key={label}>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 400}
        data-testid={strong ? 'basket-total' : undefined}
      >
        {amount}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4}>
      {orderFees.map((fee) => row(t('admin.sell.basket.orderFee', { name: fee.name }), money(fee.amount)))}
      {orderFees.length > 0 ? <Divider my={4} /> : null}
      {row(t('admin.sell.basket.faceValueTotal'), money(totals.faceValueTotal))}
      {totals.productTotal > 0 ? row(t('admin.sell.basket.productTotal'), money(totals.productTotal)) : null}
      {row(t('admin.sell.basket.feeTotal'), money(totals.feeTotal))}
      {totals.discountTotal > 0
        ? row(t('admin.sell.basket.discountTotal'), `−${money(totals.discountTotal)}`)
        : null}
      {row(t('admin.sell.basket.total'), money(totals.total), true)}
    </Stack>
  );
}
