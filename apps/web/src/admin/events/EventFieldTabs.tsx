import { NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EventDetail, EventFields } from '@tessera/contract';
import { type DateParameter, eventStatuses, requiredEventDates, saleModes } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketTextFields } from '@/admin/templates/TicketTextFields';
import { DateTimeInput } from '@/ui/DateTimeInput';
import { DescriptionField, IdSelect, NameField } from '@/ui/FormFields';
import { MoneyInput } from '@/ui/MoneyInput';
import { NamedChecks } from '@/ui/NamedChecks';
import { useFieldProps } from '@/ui/useFieldProps';

export type EventForm = UseFormReturnType<EventFields>;

/** The editable part of an event, as the form starts from it. */
export function fieldsOf(e: EventDetail): EventFields {
  return {
    name: e.name,
    alternateName: e.alternateName,
    description: e.description,
    externalEventId: e.externalEventId,
    status: e.status,
    dateTbd: e.dateTbd,
    timeTbd: e.timeTbd,
    dateTbdDescription: e.dateTbdDescription,
    dates: e.dates,
    orderTicketLimit: e.orderTicketLimit,
    dontLeaveSingleSeats: e.dontLeaveSingleSeats,
    saleMode: e.saleMode,
    heavyOnSale: e.heavyOnSale,
    exchangeFeeOverride: e.exchangeFeeOverride,
    waiveExchangeFees: e.waiveExchangeFees,
    hardTicketLine1: e.hardTicketLine1,
    hardTicketLine2: e.hardTicketLine2,
    ticketText1: e.ticketText1,
    ticketText2: e.ticketText2,
    ticketText3: e.ticketText3,
    alertOverrideId: e.alertOverrideId,
  };
}

/** Which tab holds a field, so a refused field marks its tab. */
export function tabOfField(path: string): 'basic-info' | 'dates' | 'tickets' {
  if (path.startsWith('dates.')) return 'dates';
  if (/^(orderTicketLimit|exchangeFeeOverride|waiveExchangeFees|hardTicket|ticketText)/.test(path))
    return 'tickets';
  return 'basic-info';
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper p="lg" radius="md" withBorder>
      <Stack gap="md">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function BasicInfoFields({
  form,
  event,
  seatAlerts,
}: {
  form: EventForm;
  event: EventDetail;
  seatAlerts: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form, 'admin.events.fields');
  return (
    <Stack gap="md">
      <Section title={t('admin.events.tabs.basic-info')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NameField form={form} label={t('admin.events.fields.name')} maxLength={200} />
          <TextInput {...field('alternateName')} maxLength={200} />
        </SimpleGrid>
        <DescriptionField form={form} label={t('admin.events.fields.description')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput {...field('externalEventId')} maxLength={100} />
          <Select
            {...field('status')}
            allowDeselect={false}
            data={eventStatuses.map((s) => ({ value: s, label: t(`admin.events.statuses.${s}`) }))}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('admin.events.fields.template')}
            </Text>
            {event.templateId ? (
              <Link to={`/admin/v2/event-template/${event.templateId}`}>{event.templateName}</Link>
            ) : (
              <Text size="sm" c="dimmed">
                {t('admin.events.detail.noTemplate')}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
      </Section>
      <Section title={t('admin.events.detail.tbdTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NamedChecks form={form} labels="admin.events.fields" names={['dateTbd', 'timeTbd']} />
        </SimpleGrid>
        <TextInput
          {...field('dateTbdDescription')}
          maxLength={200}
          disabled={!form.values.dateTbd && !form.values.timeTbd}
        />
      </Section>
      <Section title={t('admin.events.detail.salesTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...field('saleMode')}
            allowDeselect={false}
            data={saleModes.map((m) => ({ value: m, label: t(`admin.events.saleModes.${m}`) }))}
          />
          <IdSelect
            label={t('admin.events.fields.alertOverride')}
            placeholder={t('admin.events.detail.noAlertOverride')}
            form={form}
            field="alertOverrideId"
            options={seatAlerts}
          />
        </SimpleGrid>
        <NamedChecks
          form={form}
          kind="switch"
          labels="admin.events.fields"
          names={['heavyOnSale', 'dontLeaveSingleSeats']}
        />
      </Section>
    </Stack>
  );
}

const dateGroups: { title: 'event' | 'channels' | 'after'; columns: number; dates: DateParameter[] }[] = [
  { title: 'event', columns: 4, dates: ['LocalDate', 'LocalEndDate', 'LocalLockDate', 'LocalPublishDate'] },
  {
    title: 'channels',
    columns: 2,
    dates: [
      'LocalOnSaleDate',
      'LocalOnSaleEndDate',
      'LocalAPIOnSaleDate',
      'LocalAPIOnSaleEndDate',
      'LocalBoxOfficeOnSaleDate',
      'LocalAdminOffSaleDate',
      'LocalCallCenterStartDate',
      'LocalCallCenterEndDate',
      'LocalGroupSalesStartDate',
      'LocalGroupSalesEndDate',
      'LocalHouseSeatsStartDate',
      'LocalHouseSeatsEndDate',
      'LocalOutletStartDate',
      'LocalOutletEndDate',
    ],
  },
  {
    title: 'after',
    columns: 2,
    dates: [
      'LocalPreEventEmailScheduledDate',
      'LocalPostEventEmailScheduledDate',
      'LocalSelfExchangeEndDate',
      'LocalStopRedirectingDate',
    ],
  },
];

/** All 22 dates, as the venue's wall-clock time. */
export function DatesFields({ form, timeZone }: { form: EventForm; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.events.dates.venueTime', { zone: timeZone })}
      </Text>
      {dateGroups.map((group) => (
        <Section key={group.title} title={t(`admin.events.dates.${group.title}`)}>
          <SimpleGrid cols={{ base: 1, sm: group.columns }}>
            {group.dates.map((p) => (
              <DateTimeInput
                key={p}
                label={t(`admin.templates.dateParameters.${p}`)}
                required={(requiredEventDates as readonly string[]).includes(p)}
                {...form.getInputProps(`dates.${p}`)}
                value={form.values.dates[p] ?? ''}
                onChange={(e) => form.setFieldValue(`dates.${p}`, e.currentTarget.value || null)}
              />
            ))}
          </SimpleGrid>
        </Section>
      ))}
    </Stack>
  );
}

/** Ticket limits, exchange fees, hard-ticket name lines and ticket texts. */
export function TicketsFields({ form }: { form: EventForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Section title={t('admin.events.detail.limitsTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('admin.events.fields.orderTicketLimit')}
            description={t('admin.events.detail.orderTicketLimitHint')}
            allowDecimal={false}
            min={1}
            max={32_767}
            clampBehavior="none"
            value={form.values.orderTicketLimit ?? ''}
            onChange={(v) => form.setFieldValue('orderTicketLimit', v === '' ? null : Number(v))}
            error={form.errors.orderTicketLimit}
          />
          <MoneyInput
            label={t('admin.events.fields.exchangeFeeOverride')}
            description={t('admin.events.detail.exchangeFeeHint')}
            value={form.values.exchangeFeeOverride}
            onChange={(minor) => form.setFieldValue('exchangeFeeOverride', minor)}
            error={form.errors.exchangeFeeOverride}
          />
        </SimpleGrid>
        <NamedChecks form={form} kind="switch" labels="admin.events.fields" names={['waiveExchangeFees']} />
      </Section>
      <Section title={t('admin.events.detail.ticketTextTitle')}>
        <TicketTextFields form={form} />
      </Section>
    </Stack>
  );
}
