import { Badge, Group, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { eventQueries } from '@/admin/events/queries';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { statusColors } from '@/ui/seat-map/colors';
import { ArrowIcon } from '@/ui/seat-map/icons';
import { seatQueries } from './queries';

/**
 * The reasons the product itself writes, by what it stores; anything else is a reason staff
 * typed (seat locator), shown as typed.
 */
const reasonKeys: Record<string, string> = {
  void: 'void',
  exchange: 'exchange',
  transfer: 'transfer',
  expired: 'expired',
  move: 'move',
  'group sales quote': 'groupSalesQuote',
  'house seats request': 'houseSeatsRequest',
  'house seats request canceled': 'houseSeatsRequestCanceled',
  'house seats released': 'houseSeatsReleased',
  reconciliation: 'reconciliation',
  'removed from basket': 'removedFromBasket',
  'basket emptied': 'basketEmptied',
  'add to basket failed': 'addFailed',
  'saved basket deleted': 'savedBasketDeleted',
  'bulk edit': 'bulkEdit',
};

export function reasonText(t: TFunction, reason: string | null): string {
  if (!reason) return '';
  const key = reasonKeys[reason];
  return key ? t(`admin.seatHistory.reasons.${key}` as 'admin.seatHistory.reasons.void') : reason;
}

/** /admin/v2/seat-history: every status change of a seat, by event and seat, newest first. */
export function SeatHistoryPage() {
  const { t } = useTranslation();
  const view = useTableView();
  const eventId = Number(view.filter('eventId')) || undefined;
  const seat = view.filter('seat');
  const events = useQuery(eventQueries.list());
  const history = useQuery(
    seatQueries.history({ eventId, seat: seat || undefined, page: view.page, pageSize: view.pageSize }),
  );
  return (
    <ListPage
      title={t('admin.seatHistory.title')}
      intro={t('admin.seatHistory.intro')}
      view={view}
      toolbar={
        <>
          <Select
            label={t('admin.seatHistory.event')}
            data={(events.data ?? []).map((e) => ({ value: String(e.id), label: `${e.name} (${e.id})` }))}
            value={eventId ? String(eventId) : null}
            onChange={(v) => view.setFilter('eventId', v)}
            clearable
            searchable
            w={300}
          />
          <TextInput
            label={t('admin.seatHistory.seat')}
            description={t('admin.seatHistory.seatHint')}
            defaultValue={seat}
            onKeyDown={(e) => {
              if (e.key === 'Enter') view.setFilter('seat', e.currentTarget.value.trim() || null);
            }}
            w={300}
          />
        </>
      }
      {...pagedRows(history)}
      empty={t('admin.seatHistory.empty')}
      minWidth={900}
      columns={[
        { id: 'when', header: t('admin.seatHistory.when'), date: (h) => h.createdAt },
        {
          id: 'seat',
          header: t('admin.seatHistory.seatKey'),
          value: (h) => h.seatKey ?? t('admin.seatHistory.gaPlaces', { area: h.gaArea, count: h.quantity }),
          cell: (h) => (
            <>
              <Text size="sm" ff="monospace">
                {h.seatKey ?? t('admin.seatHistory.gaPlaces', { area: h.gaArea, count: h.quantity })}
              </Text>
              <Text size="xs" c="dimmed">
                {h.eventName}
              </Text>
            </>
          ),
        },
        {
          id: 'change',
          header: t('admin.seatHistory.change'),
          value: (h) => `${t(`seatStatus.${h.fromStatus}`)} → ${t(`seatStatus.${h.toStatus}`)}`,
          cell: (h) => (
            <Group gap={4} wrap="nowrap">
              <Badge size="sm" variant="light" color="gray">
                {t(`seatStatus.${h.fromStatus}`)}
              </Badge>
              <ArrowIcon />
              <Badge size="sm" style={{ background: statusColors[h.toStatus], color: 'white' }}>
                {t(`seatStatus.${h.toStatus}`)}
              </Badge>
              {h.holdName ? <Text size="xs">{h.holdName}</Text> : null}
            </Group>
          ),
        },
        {
          id: 'who',
          header: t('admin.seatHistory.who'),
          value: (h) => h.userName ?? t('admin.seatHistory.system'),
        },
        {
          id: 'where',
          header: t('admin.seatHistory.basketOrOrder'),
          value: (h) =>
            h.orderId
              ? t('admin.seatHistory.order', { id: h.orderId })
              : h.basketId
                ? t('admin.seatHistory.basket', { id: h.basketId.slice(0, 8) })
                : '—',
        },
        {
          id: 'channel',
          header: t('admin.seatHistory.channel'),
          value: (h) => (h.channel ? t(`channels.${h.channel as 'Web'}`) : '—'),
        },
        { id: 'reason', header: t('admin.seatHistory.reason'), value: (h) => reasonText(t, h.reason) },
      ]}
    />
  );
}
