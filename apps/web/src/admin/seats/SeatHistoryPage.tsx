import { Badge, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { eventQueries } from '@/admin/events/queries';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { PagingFooter } from '@/ui/PagingFooter';
import { readPaging, writePaging } from '@/ui/paging';
import { statusColors } from '@/ui/seat-map/colors';
import { ArrowIcon } from '@/ui/seat-map/icons';
import { seatQueries } from './queries';

/** /admin/v2/seat-history: every status change of a seat, by event and seat, newest first. */
export function SeatHistoryPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const eventId = Number(search.get('eventId')) || undefined;
  const seat = search.get('seat') ?? '';
  const events = useQuery(eventQueries.list());
  const history = useQuery(seatQueries.history({ eventId, seat: seat || undefined, page, pageSize }));
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSearch(next);
  };
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{t('admin.seatHistory.title')}</Title>
        <Text c="dimmed">{t('admin.seatHistory.intro')}</Text>
      </Stack>
      <Group align="flex-end">
        <Select
          label={t('admin.seatHistory.event')}
          data={(events.data ?? []).map((e) => ({ value: String(e.id), label: `${e.name} (${e.id})` }))}
          value={eventId ? String(eventId) : null}
          onChange={(v) => set('eventId', v)}
          clearable
          searchable
          w={300}
        />
        <TextInput
          label={t('admin.seatHistory.seat')}
          description={t('admin.seatHistory.seatHint')}
          defaultValue={seat}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set('seat', e.currentTarget.value.trim() || null);
          }}
          w={300}
        />
      </Group>
      {history.isError ? (
        <ErrorDetails error={history.error} onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
          {history.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('admin.seatHistory.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.seatHistory.when')}</Table.Th>
                    <Table.Th>{t('admin.seatHistory.seatKey')}</Table.Th>
                    <Table.Th>{t('admin.seatHistory.change')}</Table.Th>
                    <Table.Th>{t('admin.seatHistory.who')}</Table.Th>
                    <Table.Th>{t('admin.seatHistory.basketOrOrder')}</Table.Th>
                    <Table.Th>{t('admin.seatHistory.channel')}</Table.Th>
                    <Table.Th>{t('admin.seatHistory.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data.items.map((h) => (
                    <Table.Tr key={h.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(h.createdAt, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {h.seatKey ??
                            t('admin.seatHistory.gaPlaces', { area: h.gaArea, count: h.quantity })}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {h.eventName}
                        </Text>
                      </Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                      <Table.Td>{h.userName ?? t('admin.seatHistory.system')}</Table.Td>
                      <Table.Td>
                        <Text size="xs" ff="monospace">
                          {h.orderId
                            ? t('admin.seatHistory.order', { id: h.orderId })
                            : h.basketId
                              ? t('admin.seatHistory.basket', { id: h.basketId.slice(0, 8) })
                              : '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{h.channel ? t(`channels.${h.channel as 'Web'}`) : '—'}</Table.Td>
                      <Table.Td>{h.reason ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagingFooter
            page={page}
            pageSize={pageSize}
            total={history.data.total}
            onChange={(next) => setSearch(writePaging(search, next))}
          />
        </Paper>
      )}
    </Stack>
  );
}
