import { Box, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DataTable } from '@/ui/data-table/DataTable';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { PageHeader } from '@/ui/PageHeader';
import { ticketQueries } from './queries';

/** /admin/v2/event/{id}/attendance-map: scans of an event in 5-minute increments (spec §9). */
export function AttendanceMapPage() {
  const { t, i18n } = useTranslation();
  const eventId = Number(useParams().id);
  const attendance = useQuery(ticketQueries.attendance(eventId));
  if (attendance.isError)
    return <ErrorDetails error={attendance.error} onRetry={() => void attendance.refetch()} />;
  if (!attendance.data) return <SectionLoader />;
  const a = attendance.data;
  const clock = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: a.timeZone });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: a.timeZone });
  const peak = Math.max(1, ...a.buckets.map((b) => b.in));
  const stats = [
    { label: t('scanning.attendance.sold'), value: a.ticketsSold },
    { label: t('scanning.attendance.admitted'), value: a.admitted },
    { label: t('scanning.attendance.refused'), value: a.refused },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('scanning.attendance.title', { name: a.eventName })}
        intro={t('scanning.attendance.intro')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {stats.map((s) => (
          <Card key={s.label} withBorder radius="md" padding="md">
            <Text size="sm" c="dimmed">
              {s.label}
            </Text>
            <Text fz={28} fw={700}>
              {s.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {a.buckets.length === 0 ? (
        <Text c="dimmed">{t('scanning.attendance.empty')}</Text>
      ) : (
        <>
          <Card withBorder radius="md" padding="md">
            <Group
              gap={3}
              align="flex-end"
              h={180}
              wrap="nowrap"
              style={{ overflowX: 'auto' }}
              role="img"
              aria-label={t('scanning.attendance.chart')}
            >
              {a.buckets.map((b) => (
                <Tooltip
                  key={b.from}
                  label={t('scanning.attendance.bar', { time: clock.format(new Date(b.from)), count: b.in })}
                >
                  <Box
                    w={18}
                    miw={18}
                    h={`${Math.max(2, (b.in / peak) * 100)}%`}
                    bg={b.in ? 'teal.6' : 'gray.3'}
                    style={{ borderRadius: 3 }}
                  />
                </Tooltip>
              ))}
            </Group>
          </Card>
          <div data-testid="attendance-table">
            <DataTable
              label={t('scanning.attendance.intro')}
              rows={a.buckets}
              rowKey={(b) => b.from}
              empty=""
              columns={[
                {
                  id: 'from',
                  header: t('scanning.attendance.from'),
                  value: (b) => `${day.format(new Date(b.from))} ${clock.format(new Date(b.from))}`,
                },
                { id: 'in', header: t('scanning.attendance.in'), align: 'right', sortable: true },
                { id: 'out', header: t('scanning.attendance.out'), align: 'right', sortable: true },
                { id: 'inside', header: t('scanning.attendance.inside'), align: 'right', sortable: true },
              ]}
            />
          </div>
        </>
      )}
    </Stack>
  );
}
