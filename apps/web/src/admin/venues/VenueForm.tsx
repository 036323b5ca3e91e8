import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Venue } from '@tessera/contract';
import { accessibilityModes, salesChannels } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/ui/server-errors-form';
import { timeZones } from '@/ui/time-zones';
import { useFieldProps } from '@/ui/useFieldProps';
import { useSaveVenue } from './queries';

const currencyLocales = ['en-US', 'en-AU', 'en-GB', 'en-CA', 'es-ES', 'fr-FR', 'fr-CA', 'de-DE'];

type Values = Omit<Venue, 'id' | 'archived' | 'printers' | 'workstations'>;

export const emptyVenue: Values = {
  name: '',
  externalVenueId: '',
  accessibilityMode: 'None',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  latitude: null,
  longitude: null,
  timezone: 'America/New_York',
  currencyLocale: 'en-US',
  cardPaymentAccountId: null,
  giftCertificatePaymentAccountId: null,
  walletPaymentAccountId: null,
  theatreTokenPaymentAccountId: null,
  mobilePayEnabled: false,
  notificationEmails: {},
  guestListEmails: [],
  mapUrl: '',
  ticketPdfTemplate: '',
  receiptPdfTemplate: '',
};

const numberOrNull = (v: string | number) => (v === '' || v === null ? null : Number(v));

/** Every field of a venue (spec §3), in groups. Saving answers with the stored venue. */
/** The payment accounts a venue's payments of each kind are paid into. */
type AccountField =
  | 'cardPaymentAccountId'
  | 'giftCertificatePaymentAccountId'
  | 'walletPaymentAccountId'
  | 'theatreTokenPaymentAccountId';

export function VenueForm({ venue, onSaved }: { venue?: Venue; onSaved?: (venue: Venue) => void }) {
  const { t } = useTranslation();
  const save = useSaveVenue(venue?.id);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    id: _id,
    archived: _a,
    printers: _p,
    workstations: _w,
    ...initial
  } = venue ?? { ...emptyVenue, id: 0, archived: false, printers: [], workstations: [] };
  const form = useForm<Values>({
    initialValues: initial,
    validate: {
      name: (v) => (v.trim() ? null : t('fields.required')),
      timezone: (v) => (v ? null : t('fields.required')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(values);
      form.resetDirty(values);
      onSaved?.(saved);
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  const field = useFieldProps(form, 'admin.venues.fields');
  const accountId = (key: AccountField) => (
    <NumberInput
      min={1}
      allowDecimal={false}
      {...field(key)}
      onChange={(v) => form.setFieldValue(key, numberOrNull(v) as never)}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {problem ? <Text c="red">{problem}</Text> : null}
        <Fieldset legend={t('admin.venues.form.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput required maxLength={100} {...field('name')} />
            <TextInput maxLength={100} {...field('externalVenueId')} />
            <Select
              data={accessibilityModes.map((m) => ({
                value: m.id,
                label: t(`admin.venues.accessibility.${m.id}`),
              }))}
              allowDeselect={false}
              {...field('accessibilityMode')}
            />
            <TextInput placeholder="https://" {...field('mapUrl')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('admin.venues.form.address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('address1')} />
            <TextInput {...field('address2')} />
            <TextInput {...field('city')} />
            <TextInput {...field('state')} />
            <TextInput {...field('postalCode')} />
            <TextInput maxLength={2} {...field('country')} />
            {(
              [
                ['latitude', 90],
                ['longitude', 180],
              ] as const
            ).map(([axis, limit]) => (
              <NumberInput
                key={axis}
                min={-limit}
                max={limit}
                decimalScale={6}
                {...field(axis)}
                onChange={(v) => form.setFieldValue(axis, numberOrNull(v))}
              />
            ))}
            <Select data={timeZones} searchable required allowDeselect={false} {...field('timezone')} />
            <Select data={currencyLocales} allowDeselect={false} {...field('currencyLocale')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('admin.venues.form.payments')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {accountId('cardPaymentAccountId')}
            {accountId('giftCertificatePaymentAccountId')}
            {accountId('walletPaymentAccountId')}
            {accountId('theatreTokenPaymentAccountId')}
          </SimpleGrid>
          <Switch
            mt="md"
            label={t('admin.venues.fields.mobilePayEnabled')}
            {...form.getInputProps('mobilePayEnabled', { type: 'checkbox' })}
          />
        </Fieldset>
        <Fieldset legend={t('admin.venues.form.contacts')}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {salesChannels.map((channel) => (
                <TagsInput
                  key={channel}
                  label={t('admin.venues.fields.notificationEmails', { channel: t(`channels.${channel}`) })}
                  value={form.values.notificationEmails[channel] ?? []}
                  onChange={(emails) =>
                    form.setFieldValue('notificationEmails', {
                      ...form.values.notificationEmails,
                      [channel]: emails,
                    })
                  }
                  error={form.errors[`notificationEmails.${channel}.0`]}
                />
              ))}
            </SimpleGrid>
            <TagsInput
              {...field('guestListEmails')}
              error={form.errors['guestListEmails.0'] ?? form.errors.guestListEmails}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('admin.venues.form.templates')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('ticketPdfTemplate')} />
            <TextInput {...field('receiptPdfTemplate')} />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {venue ? t('actions.save') : t('actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
