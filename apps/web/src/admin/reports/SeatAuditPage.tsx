import { Alert, Anchor, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SeatAuditArea, SeatAuditLine } from '@tessera/contract';
import { seatStatuses } from '@tessera/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { seatHistoryReasonText } from '@/admin/seats/seat-history-reason';
import { ListPage } from '@/ui/data-table/ListPage';
import { useTableView } from '@/ui/data-table/useTableView';
import { EventReportDownload, reportEventId, seatText, useEventPageRows } from './event-report';
import { ReportEventSelect } from './ReportEventSelect';
import { useVenueTime } from './report-format';
import { stockReportQueries } from './stock-queries';

/**
 * Reports → Accounting and finance → Seat audit: every seat of one performance, its state now,
 * the order holding it and each change the seat history recorded (decisions/0081).
 */
export function SeatAuditPage() {
  const { t } = useTranslation();
  const view = useTableView();
  const eventId = reportEventId(view);
  const section = view.filter('section');
  const status = view.filter('status');
  const report = useQuery({
    ...stockReportQueries.seatAudit({ eventId: eventId ?? 0, section, status }, view.page, view.pageSize),
    enabled: eventId !== null,
  });
  const data = report.data;
  const page = useEventPageRows(eventId, report, t('reports.empty'));
  const when = useVenueTime(data?.event.timeZone);
  const state = (s: string) => t(`seatStatus.${s}` as 'seatStatus.open');
  const set = (name: string) => (value: string | null) =>
    view.setFilter(name, value || null, { replace: true });
  return (
    <ListPage<SeatAuditLine>
      title={t('reports.seatAudit.title')}
      intro={t('reports.seatAudit.intro')}
      pageActions={
        <EventReportDownload report="seat-audit" eventId={eventId} filters={{ section, status }} />
      }
      above={
        data && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('reports.timeZone', { timeZone: data.event.timeZone })}
            </Text>
            {data.areas.map((area) => (
              <AreaAudit key={area.areaId} area={area} when={when} />
            ))}
            {data.personalDataHidden && (
              <Alert color="gray" variant="light">
                {t('reports.seatAudit.hidden')}
              </Alert>
            )}
          </Stack>
        )
      }
      view={view}
      toolbar={
        <>
          <ReportEventSelect eventId={eventId} onChange={set('eventId')} />
          <TextInput
            label={t('reports.seatAudit.section')}
            w={160}
            defaultValue={section}
            onBlur={(e) => set('section')(e.currentTarget.value.trim())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') set('section')(e.currentTarget.value.trim());
            }}
          />
          <Select
            label={t('reports.seatAudit.state')}
            placeholder={t('reports.seatAudit.allStates')}
            clearable
            w={180}
            data={seatStatuses.map((s) => ({ value: s, label: state(s) }))}
            value={status || null}
            onChange={set('status')}
          />
        </>
      }
      {...page}
      rowKey={(l) => l.seatId}
      minWidth={320}
      columns={[
        {
          id: 'seat',
          header: t('reports.columns.seat'),
          value: (l) => `${l.section} · ${l.row} · ${l.seat}`,
          cell: (l) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {seatText(l)}
            </Text>
          ),
        },
        {
          id: 'status',
          header: t('reports.seatAudit.state'),
          value: (l) => state(l.status),
          cell: (l) => (
            <>
              <Text size="sm">{state(l.status)}</Text>
              {l.holdName && (
                <Text size="xs" c="dimmed">
                  {l.holdName}
                </Text>
              )}
            </>
          ),
        },
        {
          id: 'order',
          header: t('reports.columns.orderId'),
          value: (l) => l.orderId ?? '',
          cell: (l) =>
            l.orderId && (
              <>
                <Anchor component={Link} to={`/admin/v2/orders/${l.orderId}`} size="sm">
                  {l.orderId}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {l.buyerName}
                </Text>
              </>
            ),
          visibleFrom: 'sm',
        },
        {
          id: 'history',
          header: t('reports.seatAudit.history'),
          value: (l) => l.history.length,
          cell: (l) => (
            <Stack gap={2}>
              {l.history.map((h) => (
                <Text key={`${h.at}-${h.fromStatus}-${h.toStatus}`} size="xs">
                  {changeText(t, when, h, `${state(h.fromStatus)} → ${state(h.toStatus)}`)}
                </Text>
              ))}
            </Stack>
          ),
        },
      ]}
      totals={
        data && {
          seat: t('reports.seatAudit.totals', { seats: data.totals.seats, changes: data.totals.changes }),
        }
      }
    />
  );
}

/** A general-admission area: its places per state now and each change of some of them (decisions/0106). */
function AreaAudit({ area, when }: { area: SeatAuditArea; when: (iso: string) => string }) {
  const { t } = useTranslation();
  const state = (s: string) => t(`seatStatus.${s}` as 'seatStatus.open');
  return (
    <Stack gap={2} data-testid="seat-audit-area">
      <Text size="sm" fw={600}>
        {t('reports.seatAudit.area', { name: area.name, capacity: area.capacity })}
      </Text>
      <Text size="sm">
        {Object.entries(area.byStatus)
          .filter(([, n]) => n > 0)
          .map(([s, n]) => `${state(s)} ${n}`)
          .join(' · ')}
      </Text>
      {area.history.map((h) => (
        <Text key={`${h.at}-${h.fromStatus}-${h.toStatus}-${h.quantity}-${h.orderId}`} size="xs" c="dimmed">
          {changeText(t, when, h, `${h.quantity} × ${state(h.fromStatus)} → ${state(h.toStatus)}`)}
        </Text>
      ))}
    </Stack>
  );
}

/** One change of a seat or of some places of an area: when, what it became (`change`), why, its order and who. */
function changeText(
  t: TFunction,
  when: (iso: string) => string,
  h: SeatAuditLine['history'][number] | SeatAuditArea['history'][number],
  change: string,
): string {
  return [
    when(h.at),
    change,
    seatHistoryReasonText(t, h),
    h.orderId ? t('reports.seatAudit.order', { id: h.orderId }) : '',
    h.userName ?? '',
  ]
    .filter(Boolean)
    .join(' · ');
}
