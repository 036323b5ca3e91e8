import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ShopOrder } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '@/ui/format';
import { useShopMoney } from './useShopAction';

type Ticket = ShopOrder['tickets'][number];
type Product = ShopOrder['products'][number];

/**
 * An order's tickets and products on the confirmation: each template package or event plan
 * first, as one box named as sold with its parts inside (decisions/0117), then the rest.
 */
export function ConfirmationLines({ order }: { order: ShopOrder }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {order.bundles.map((bundle) => {
        const tickets = order.tickets.filter((ticket) => ticket.bundleLineId === bundle.id);
        const products = order.products.filter((item) => item.bundleLineId === bundle.id);
        return (
          <Paper key={`b${bundle.id}`} withBorder p="sm" radius="md" data-testid="confirmation-bundle">
            <Stack gap="xs">
              <Stack gap={0}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {bundle.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`shopBuy.bundles.kind.${bundle.kind}`)} ·{' '}
                  {t('shopBuy.bundles.parts', { count: tickets.length + products.length })}
                </Text>
              </Stack>
              {tickets.map((ticket) => (
                <TicketCard key={ticket.id} ticket={ticket} />
              ))}
              {products.map((item) => (
                <ProductCard key={`p${item.id}`} item={item} />
              ))}
            </Stack>
          </Paper>
        );
      })}
      {order.tickets
        .filter((ticket) => !ticket.bundleLineId)
        .map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} />
        ))}
      {order.products
        .filter((item) => !item.bundleLineId)
        .map((item) => (
          <ProductCard key={`p${item.id}`} item={item} />
        ))}
    </Stack>
  );
}

function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  return (
    <Paper withBorder p="md" radius="md" data-testid="confirmation-ticket">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{ticket.eventName}</Text>
          <Text size="sm" c="dimmed">
            {formatEventTime(ticket.eventStartsAt, i18n.language, ticket.eventTimeZone)}
          </Text>
          <Text size="sm">
            {ticket.section === null
              ? t('shopAccount.tickets.seatHidden')
              : ticket.seat
                ? t('seatMap.place', { section: ticket.section, row: ticket.row, seat: ticket.seat })
                : ticket.section}
            {ticket.priceTypeName ? ` · ${ticket.priceTypeName}` : ''}
          </Text>
          {ticket.fees.length > 0 ? (
            <Text size="xs" c="dimmed">
              {ticket.fees.map((f) => `${f.name} ${money(f.amount)}`).join(' · ')}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text fw={600}>{money(ticket.total)}</Text>
          <Text size="xs" c="dimmed">
            {t('shopBuy.confirmation.barcode')}
          </Text>
          <Text ff="monospace" size="sm" data-testid="barcode">
            {ticket.barcode}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function ProductCard({ item }: { item: Product }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  return (
    <Paper withBorder p="md" radius="md" data-testid="confirmation-product">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.variantName ? `${item.name} · ${item.variantName}` : item.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('shopBuy.confirmation.productLine', {
              count: item.quantity,
              price: money(item.unitPrice),
              event: item.eventName,
            })}
          </Text>
          {item.redemptionInstructions ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {item.redemptionInstructions}
            </Text>
          ) : null}
        </Stack>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {money(item.total)}
        </Text>
      </Group>
    </Paper>
  );
}
