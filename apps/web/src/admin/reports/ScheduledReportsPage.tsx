import {
  Badge,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ScheduledReport, ScheduledReportRun } from '@tessera/contract';
import { type ReportId, reportFormats, scheduleRanges, scheduleUnits } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { usePanelEditing } from '@/ui/data-table/usePanelEditing';
import { EditPanel } from '@/ui/EditPanel';
import { FailureAlert } from '@/ui/FailureAlert';
import { FormChecks } from '@/ui/FormChecks';
import { NameField } from '@/ui/FormFields';
import { formatDateTime } from '@/ui/format';
import { PageHeader } from '@/ui/PageHeader';
import { timeZones } from '@/ui/time-zones';
import { useFieldProps } from '@/ui/useFieldProps';
import type { MoneyReportName } from './MoneyReportPage';
import {
  scheduleQueries,
  useDeleteScheduledReport,
  useRunScheduledReport,
  useSaveScheduledReport,
} from './queries';

/** The reports a schedule may run, by their catalogue name (`reports.<name>.title`). */
const schedulable: { id: ReportId; name: MoneyReportName }[] = [
  { id: 'sales-by-transaction-date', name: 'sales' },
  { id: 'payments-audit', name: 'payments' },
  { id: 'transactions', name: 'transactions' },
  // Group sales module (decisions/0076)
  { id: 'group-sales-commissions', name: 'groupCommissions' },
  { id: 'group-sales-payment', name: 'groupPayment' },
  // UK theatres (decisions/0075)
  { id: 'daily-figures', name: 'dailyFigures' },
  { id: 'advance-sales', name: 'advanceSales' },
  { id: 'weekly-event-sales', name: 'weeklyEventSales' },
  { id: 'uk-payments', name: 'ukPayments' },
  { id: 'payments-v2', name: 'paymentsV2' },
  { id: 'transactions-v2', name: 'transactionsV2' },
  // Inventory and promotions (decisions/0080)
  { id: 'inventory', name: 'inventory' },
  { id: 'promotions', name: 'promotions' },
  { id: 'sales', name: 'eventSales' },
];
const nameOf = (id: ReportId) => schedulable.find((r) => r.id === id)?.name ?? 'manifest';
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

type Editing = ScheduledReport | { name: string };

/** Reports → manage scheduled reports: the account's schedules, their next and last runs. */
export function ScheduledReportsPage() {
  const { t, i18n } = useTranslation();
  const list = useQuery(scheduleQueries.list());
  const remove = useDeleteScheduledReport();
  const run = useRunScheduledReport();
  const panel = usePanelEditing<ScheduledReport>();
  const when = (iso: string | null, zone: string) => (iso ? formatDateTime(iso, i18n.language, zone) : '—');
  return (
    <Stack gap="lg">
      <PageHeader title={t('reports.scheduled.title')} intro={t('reports.scheduled.intro')} />
      <FailureAlert error={remove.error ?? run.error} />
      <DataTable
        label={t('reports.scheduled.title')}
        {...queryRows(list)}
        empty={t('reports.scheduled.empty')}
        columns={[
          { id: 'name', header: t('reports.scheduled.fields.name'), sortable: true },
          {
            id: 'report',
            header: t('reports.scheduled.fields.report'),
            value: (s) => t(`reports.${nameOf(s.report)}.title`),
            visibleFrom: 'sm',
          },
          {
            id: 'frequency',
            header: t('reports.scheduled.fields.frequency'),
            value: (s) =>
              t(`reports.scheduled.every.${s.frequencyUnit}`, { count: s.frequencyCount, time: s.timeOfDay }),
            visibleFrom: 'md',
          },
          {
            id: 'nextRunAt',
            header: t('reports.scheduled.fields.nextRun'),
            value: (s) => (s.paused ? t('reports.scheduled.paused') : when(s.nextRunAt, s.timeZone)),
          },
          {
            id: 'lastRun',
            header: t('reports.scheduled.fields.lastRun'),
            value: (s) =>
              s.lastRun
                ? `${t(`reports.scheduled.status.${s.lastRun.status}`)} · ${when(s.lastRun.dueAt, s.timeZone)}`
                : '—',
            visibleFrom: 'sm',
          },
        ]}
        {...panel.tableProps(t('reports.scheduled.new'), (s) => [
          { label: t('reports.scheduled.runNow'), onClick: () => run.mutate(s.id) },
          { label: t('actions.delete'), onClick: () => remove.mutate(s.id) },
        ])}
      />
      {panel.editing ? <SchedulePanel schedule={panel.editing} onClose={panel.close} /> : null}
    </Stack>
  );
}

function SchedulePanel({ schedule, onClose }: { schedule: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveScheduledReport();
  const existing = 'id' in schedule ? schedule : null;
  const form = useForm({
    initialValues: {
      name: schedule.name,
      report: existing?.report ?? ('sales-by-transaction-date' as ReportId),
      savedFilterId: existing?.savedFilter ? String(existing.savedFilter.id) : '',
      format: existing?.format ?? 'csv',
      range: existing?.range ?? 'last-7-days',
      delivery: existing?.delivery ?? 'email',
      recipients: existing?.recipients ?? [],
      subject: existing?.subject ?? '',
      message: existing?.message ?? '',
      frequencyUnit: existing?.frequencyUnit ?? 'week',
      frequencyCount: existing?.frequencyCount ?? 1,
      daysOfWeek: (existing?.daysOfWeek ?? [1]).map(String),
      timeOfDay: existing?.timeOfDay ?? '07:00',
      timeZone: existing?.timeZone ?? browserZone(),
      paused: existing?.paused ?? false,
    },
  });
  const filters = useQuery(scheduleQueries.filters(form.values.report));
  const field = useFieldProps(form, 'reports.scheduled.fields');
  return (
    <EditPanel
      title={existing ? t('reports.scheduled.edit') : t('reports.scheduled.new')}
      form={form}
      size="lg"
      onClose={onClose}
      onSave={(v) =>
        save.mutateAsync({
          id: existing?.id,
          body: {
            ...v,
            savedFilterId: v.savedFilterId ? Number(v.savedFilterId) : null,
            format: v.format as 'csv',
            range: v.range as 'last-7-days',
            delivery: v.delivery as 'email',
            frequencyUnit: v.frequencyUnit as 'week',
            frequencyCount: Number(v.frequencyCount),
            daysOfWeek: v.daysOfWeek.map(Number),
          },
        })
      }
    >
      <NameField form={form} label={t('reports.scheduled.fields.name')} maxLength={100} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('reports.scheduled.fields.report')}
          data={schedulable.map((r) => ({ value: r.id, label: t(`reports.${r.name}.title`) }))}
          allowDeselect={false}
          {...form.getInputProps('report')}
          onChange={(v) => {
            form.setFieldValue('report', (v ?? 'sales-by-transaction-date') as ReportId);
            form.setFieldValue('savedFilterId', '');
          }}
        />
        <Select
          label={t('reports.scheduled.fields.savedFilter')}
          placeholder={t('reports.scheduled.noFilter')}
          data={(filters.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          clearable
          value={form.values.savedFilterId || null}
          onChange={(v) => form.setFieldValue('savedFilterId', v ?? '')}
        />
        <Select
          {...field('format')}
          data={reportFormats.map((f) => ({
            value: f,
            label: t(`reports.formats.${f}`),
          }))}
          allowDeselect={false}
        />
        <Select
          {...field('range')}
          data={scheduleRanges.map((r) => ({ value: r, label: t(`reports.scheduled.ranges.${r}`) }))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="schedule-delivery">
          {t('reports.scheduled.fields.delivery')}
        </Text>
        <SegmentedControl
          aria-labelledby="schedule-delivery"
          style={{ alignSelf: 'flex-start' }}
          data={(['email', 'sftp'] as const).map((d) => ({
            value: d,
            label: t(`reports.scheduled.deliveries.${d}`),
          }))}
          {...form.getInputProps('delivery')}
        />
      </Stack>
      {form.values.delivery === 'email' ? (
        <>
          <TagsInput
            {...field('recipients')}
            description={t('reports.scheduled.recipientsHint')}
            splitChars={[',', ' ', ';']}
          />
          <TextInput {...field('subject')} maxLength={200} />
          <Textarea {...field('message')} autosize minRows={2} maxLength={4000} />
        </>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('reports.scheduled.fields.count')}
          min={1}
          max={366}
          allowDecimal={false}
          {...form.getInputProps('frequencyCount')}
        />
        <Select
          label={t('reports.scheduled.fields.unit')}
          data={scheduleUnits.map((u) => ({ value: u, label: t(`reports.scheduled.units.${u}`) }))}
          allowDeselect={false}
          {...form.getInputProps('frequencyUnit')}
        />
      </SimpleGrid>
      {form.values.frequencyUnit !== 'month' ? (
        <MultiSelect
          {...field('daysOfWeek')}
          placeholder={t('reports.scheduled.anyDay')}
          data={weekdays.map((d) => ({ value: String(d), label: t(`reports.scheduled.weekdays.${d}`) }))}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="time" {...field('timeOfDay')} />
        <Select {...field('timeZone')} data={timeZones} searchable allowDeselect={false} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t(form.values.delivery === 'sftp' ? 'reports.scheduled.bySftp' : 'reports.scheduled.byEmail')}
      </Text>
      <FormChecks form={form} kind="switch" fields={[['paused', t('reports.scheduled.fields.paused')]]} />
      {existing ? <RunHistory id={existing.id} timeZone={existing.timeZone} /> : null}
    </EditPanel>
  );
}

const statusColor: Record<ScheduledReportRun['status'], string> = {
  running: 'gray',
  retrying: 'yellow',
  succeeded: 'green',
  failed: 'red',
};

function RunHistory({ id, timeZone }: { id: number; timeZone: string }) {
  const { t, i18n } = useTranslation();
  // A run's error starts with a catalogue code when it has one: its words, then the details.
  const errorText = (error: string) => {
    const [, code, detail] = /^([a-z]+\.[a-z_]+)(?:: ([\s\S]*))?$/.exec(error) ?? [];
    const key = `errors.${code}`;
    if (!code || !i18n.exists(key)) return error;
    return detail ? `${t(key as never)} (${detail})` : t(key as never);
  };
  const runs = useQuery(scheduleQueries.runs(id));
  return (
    <Stack gap="xs">
      <DataTable<ScheduledReportRun>
        title={t('reports.scheduled.runs')}
        prefix="runs"
        bare
        {...queryRows(runs)}
        empty={t('reports.scheduled.noRuns')}
        columns={[
          {
            id: 'dueAt',
            header: t('reports.scheduled.runDue'),
            value: (r) => formatDateTime(r.dueAt, i18n.language, timeZone),
          },
          {
            id: 'days',
            header: t('reports.scheduled.fields.range'),
            value: (r) => t('reports.scheduled.days', { from: r.firstDay, to: r.lastDay }),
          },
          {
            id: 'status',
            header: t('reports.scheduled.runOutcome'),
            value: (r) => t(`reports.scheduled.status.${r.status}`),
            cell: (r) => (
              <>
                <Badge color={statusColor[r.status]}>{t(`reports.scheduled.status.${r.status}`)}</Badge>
                {r.attempts > 1 ? (
                  <Text size="xs" c="dimmed">
                    {t('reports.scheduled.attempts', { count: r.attempts })}
                  </Text>
                ) : null}
                {r.error ? (
                  <Text size="xs" c="red">
                    {errorText(r.error)}
                  </Text>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <Group>
        <Button variant="default" size="xs" onClick={() => void runs.refetch()}>
          {t('reports.scheduled.refresh')}
        </Button>
      </Group>
    </Stack>
  );
}
