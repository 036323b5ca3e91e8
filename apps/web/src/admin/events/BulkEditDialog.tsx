import {
  Alert,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { bulkEditableDates, type DateParameter, type OffsetUnit, offsetUnits } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '@/ui/DateTimeInput';
import { DialogActions } from '@/ui/DialogActions';
import { MoneyInput } from '@/ui/MoneyInput';
import { AddRowButton, RemoveButton } from '@/ui/RemoveButton';
import { applyServerErrors } from '@/ui/server-errors-form';
import { useBulkEditEvents } from './queries';

const flags = [
  'active',
  'dateTbd',
  'timeTbd',
  'dontLeaveSingleSeats',
  'heavyOnSale',
  'waiveExchangeFees',
] as const;
const texts = [
  'name',
  'alternateName',
  'hardTicketLine1',
  'hardTicketLine2',
  'ticketText1',
  'ticketText2',
  'ticketText3',
] as const;
type Flag = (typeof flags)[number];
type TextField = (typeof texts)[number];
type Field = Flag | TextField | 'exchangeFeeOverride' | 'orderTicketLimit' | 'description';

/** How a bulk date row sets its date: one of the template time modes, or empty it. */
const dateActions = [
  'SetToSpecifiedDate',
  'SetToParameterWithOffset',
  'SetToMidnightOnDateOfParameter',
  'Clear',
] as const;
type DateAction = (typeof dateActions)[number];
interface DateRow {
  parameter: DateParameter;
  action: DateAction;
  specified: string;
  relativeTo: DateParameter;
  amount: number;
  unit: OffsetUnit;
}

interface Values {
  eventIds: string;
  enabled: Record<Field, boolean>;
  changes: Record<Flag, boolean> &
    Record<TextField | 'description', string> & {
      exchangeFeeOverride: number | null;
      orderTicketLimit: number | null;
    };
  dateRules: DateRow[];
}

const allFields: Field[] = [...flags, ...texts, 'exchangeFeeOverride', 'orderTicketLimit', 'description'];

/** Spec §2: several events edited at once on the same fields; the server applies all or none. */
export function BulkEditDialog({
  eventIds,
  onClose,
  onSaved,
}: {
  eventIds: number[];
  onClose: () => void;
  onSaved: (count: number) => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkEditEvents();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      eventIds: eventIds.join(','),
      enabled: Object.fromEntries(allFields.map((f) => [f, false])) as Record<Field, boolean>,
      changes: {
        ...(Object.fromEntries(flags.map((f) => [f, false])) as Record<Flag, boolean>),
        ...(Object.fromEntries([...texts, 'description'].map((f) => [f, ''])) as Record<
          TextField | 'description',
          string
        >),
        exchangeFeeOverride: null,
        orderTicketLimit: null,
      },
      dateRules: [],
    },
  });
  const v = form.values;
  const label = (field: Field) => t(`admin.events.bulk.fields.${field}`);

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const changes = Object.fromEntries(
      allFields.filter((f) => values.enabled[f]).map((f) => [f, values.changes[f]]),
    );
    const rules = values.dateRules.filter((r) => r.action !== 'Clear');
    try {
      const res = await bulk.mutateAsync({
        eventIds: values.eventIds,
        changes,
        dateRules: rules.map((r) =>
          r.action === 'SetToSpecifiedDate'
            ? { parameter: r.parameter, mode: r.action, specified: r.specified }
            : {
                parameter: r.parameter,
                mode: r.action as 'SetToParameterWithOffset' | 'SetToMidnightOnDateOfParameter',
                relativeTo: r.relativeTo,
                offset: { amount: r.amount, unit: r.unit },
              },
        ),
        clearDates: values.dateRules.filter((r) => r.action === 'Clear').map((r) => r.parameter),
      });
      onSaved(res.eventIds.length);
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
      // The dialog scrolls: bring the refused field (or the message above) into view.
      setTimeout(() => {
        const target = document.querySelector(
          '[role="dialog"] [aria-invalid="true"], [role="dialog"] [role="alert"]',
        );
        target?.scrollIntoView({ block: 'center' });
      });
    }
  });

  /** One field the edit may change: its box says whether, the input what to. */
  const row = (field: Field, input: ReactNode) => (
    <Group key={field} gap="sm" wrap="nowrap" align="flex-start" mih={30}>
      <Checkbox
        w={210}
        mt={6}
        label={label(field)}
        aria-label={t('admin.events.bulk.change', { field: label(field) })}
        {...form.getInputProps(`enabled.${field}`, { type: 'checkbox' })}
      />
      {v.enabled[field] ? <div style={{ flex: 1 }}>{input}</div> : null}
    </Group>
  );
  const dateOptions = bulkEditableDates.map((p) => ({
    value: p,
    label: t(`admin.templates.dateParameters.${p}`),
  }));
  const anyChange = allFields.some((f) => v.enabled[f]) || v.dateRules.length > 0;

  return (
    <Modal opened onClose={onClose} size={880} title={t('admin.events.bulk.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('admin.events.bulk.intro')}
          </Text>
          {problem ? (
            <Alert color="red" variant="light">
              {problem}
            </Alert>
          ) : null}
          <TextInput
            label={t('admin.events.bulk.eventIds')}
            description={t('admin.events.bulk.eventIdsHint')}
            {...form.getInputProps('eventIds')}
          />
          <Title order={5}>{t('admin.events.bulk.settings')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
            {flags.map((f) =>
              row(
                f,
                <Switch
                  mt={6}
                  aria-label={t('admin.events.bulk.newValue', { field: label(f) })}
                  label={v.changes[f] ? t('admin.events.bulk.yes') : t('admin.events.bulk.no')}
                  {...form.getInputProps(`changes.${f}`, { type: 'checkbox' })}
                />,
              ),
            )}
          </SimpleGrid>
          <Stack gap={6}>
            {row(
              'exchangeFeeOverride',
              <MoneyInput
                aria-label={t('admin.events.bulk.newValue', { field: label('exchangeFeeOverride') })}
                value={v.changes.exchangeFeeOverride}
                onChange={(minor) => form.setFieldValue('changes.exchangeFeeOverride', minor)}
                error={form.errors['changes.exchangeFeeOverride']}
              />,
            )}
            {row(
              'orderTicketLimit',
              <NumberInput
                aria-label={t('admin.events.bulk.newValue', { field: label('orderTicketLimit') })}
                allowDecimal={false}
                min={1}
                value={v.changes.orderTicketLimit ?? ''}
                onChange={(n) => form.setFieldValue('changes.orderTicketLimit', n === '' ? null : Number(n))}
                error={form.errors['changes.orderTicketLimit']}
              />,
            )}
          </Stack>
          <Title order={5}>{t('admin.events.bulk.texts')}</Title>
          <Stack gap={6}>
            {texts.map((f) =>
              row(
                f,
                <TextInput
                  aria-label={t('admin.events.bulk.newValue', { field: label(f) })}
                  maxLength={f === 'name' || f === 'alternateName' ? 200 : 100}
                  {...form.getInputProps(`changes.${f}`)}
                />,
              ),
            )}
            {row(
              'description',
              <Textarea
                aria-label={t('admin.events.bulk.newValue', { field: label('description') })}
                autosize
                minRows={2}
                maxLength={4000}
                {...form.getInputProps('changes.description')}
              />,
            )}
          </Stack>
          <Title order={5}>{t('admin.events.bulk.dates')}</Title>
          <Text size="sm" c="dimmed">
            {t('admin.events.bulk.datesIntro')}
          </Text>
          {v.dateRules.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by their index
            <Group key={`date-${i}`} gap="xs" align="flex-end" wrap="wrap">
              <Select
                w={190}
                label={t('admin.templates.dateRules.parameter')}
                data={dateOptions}
                allowDeselect={false}
                searchable
                {...form.getInputProps(`dateRules.${i}.parameter`)}
              />
              <Select
                w={190}
                label={t('admin.templates.dateRules.mode')}
                allowDeselect={false}
                data={dateActions.map((a) => ({
                  value: a,
                  label:
                    a === 'Clear' ? t('admin.events.bulk.clearDate') : t(`admin.templates.timeModes.${a}`),
                }))}
                {...form.getInputProps(`dateRules.${i}.action`)}
              />
              {r.action === 'SetToSpecifiedDate' ? (
                <DateTimeInput
                  label={t('admin.templates.dateRules.specified')}
                  {...form.getInputProps(`dateRules.${i}.specified`)}
                />
              ) : r.action === 'Clear' ? null : (
                <>
                  <Select
                    w={180}
                    label={t('admin.templates.dateRules.relativeTo')}
                    data={[
                      { value: 'LocalDate', label: t('admin.templates.dateParameters.LocalDate') },
                      ...dateOptions,
                    ]}
                    allowDeselect={false}
                    searchable
                    {...form.getInputProps(`dateRules.${i}.relativeTo`)}
                  />
                  <NumberInput
                    w={80}
                    label={t('admin.templates.dateRules.offset')}
                    allowDecimal={false}
                    {...form.getInputProps(`dateRules.${i}.amount`)}
                  />
                  <Select
                    w={100}
                    label={t('admin.templates.dateRules.unit')}
                    allowDeselect={false}
                    data={offsetUnits.map((u) => ({
                      value: u,
                      label: t(`admin.templates.offsetUnits.${u}`),
                    }))}
                    {...form.getInputProps(`dateRules.${i}.unit`)}
                  />
                </>
              )}
              <RemoveButton
                mb={4}
                label={t('admin.templates.dateRules.remove')}
                onClick={() => form.removeListItem('dateRules', i)}
              />
              {form.errors[`dateRules.${i}`] ? (
                <Text c="red" size="sm" w="100%">
                  {form.errors[`dateRules.${i}`]}
                </Text>
              ) : null}
            </Group>
          ))}
          {form.errors.dateRules || form.errors.clearDates ? (
            <Text c="red" size="sm">
              {form.errors.dateRules ?? form.errors.clearDates}
            </Text>
          ) : null}
          <AddRowButton
            onClick={() =>
              form.insertListItem('dateRules', {
                parameter: 'LocalOnSaleDate',
                action: 'SetToParameterWithOffset',
                specified: '',
                relativeTo: 'LocalDate',
                amount: -30,
                unit: 'Days',
              } satisfies DateRow)
            }
          >
            {t('admin.templates.dateRules.add')}
          </AddRowButton>
          <DialogActions
            onCancel={onClose}
            confirmLabel={t('admin.events.bulk.apply')}
            loading={bulk.isPending}
            disabled={!anyChange}
          />
        </Stack>
      </form>
    </Modal>
  );
}
