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
  const f = (key: keyof Values) => form.getInputProps(key);
  const accountId = (key: keyof Values, label: string) => (
    <NumberInput
      label={label}
      min={1}
      allowDecimal={false}
      {...f(key)}
      onChange={(v) => form.setFieldValue(key, numberOrNull(v) as never)}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {problem ? <Text c="red">{problem}</Text> : null}
        <Fieldset legend={t('admin.venues.form.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.venues.fields.name')} required maxLength={100} {...f('name')} />
            <TextInput
              label={t('admin.venues.fields.externalVenueId')}
              maxLength={100}
              {...f('externalVenueId')}
            />
            <Select
              label={t('admin.venues.fields.accessibilityMode')}
              data={accessibilityModes.map((m) => ({
                value: m.id,
                label: t(`admin.venues.accessibility.${m.id}`),
              }))}
              allowDeselect={false}
              {...f('accessibilityMode')}
            />
            <TextInput label={t('admin.venues.fields.mapUrl')} placeholder="https://" {...f('mapUrl')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('admin.venues.form.address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.venues.fields.address1')} {...f('address1')} />
            <TextInput label={t('admin.venues.fields.address2')} {...f('address2')} />
            <TextInput label={t('admin.venues.fields.city')} {...f('city')} />
            <TextInput label={t('admin.venues.fields.state')} {...f('state')} />
            <TextInput label={t('admin.venues.fields.postalCode')} {...f('postalCode')} />
            <TextInput label={t('admin.venues.fields.country')} maxLength={2} {...f('country')} />
            <NumberInput
              label={t('admin.venues.fields.latitude')}
              min={-90}
              max={90}
              decimalScale={6}
              {...f('latitude')}
              onChange={(v) => form.setFieldValue('latitude', numberOrNull(v))}
            />
            <NumberInput
              label={t('admin.venues.fields.longitude')}
              min={-180}
              max={180}
              decimalScale={6}
              {...f('longitude')}
              onChange={(v) => form.setFieldValue('longitude', numberOrNull(v))}
            />
            <Select
              label={t('admin.venues.fields.timezone')}
              data={timeZones}
              searchable
              required
              allowDeselect={false}
              {...f('timezone')}
            />
            <Select
              label={t('admin.venues.fields.currencyLocale')}
              data={currencyLocales}
              allowDeselect={false}
              {...f('currencyLocale')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('admin.venues.form.payments')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {accountId('cardPaymentAccountId', t('admin.venues.fields.cardPaymentAccountId'))}
            {accountId(
              'giftCertificatePaymentAccountId',
              t('admin.venues.fields.giftCertificatePaymentAccountId'),
            )}
            {accountId('walletPaymentAccountId', t('admin.venues.fields.walletPaymentAccountId'))}
            {accountId('theatreTokenPaymentAccountId', t('admin.venues.fields.theatreTokenPaymentAccountId'))}
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
              label={t('admin.venues.fields.guestListEmails')}
              {...f('guestListEmails')}
              error={form.errors['guestListEmails.0'] ?? form.errors.guestListEmails}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('admin.venues.form.templates')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.venues.fields.ticketPdfTemplate')} {...f('ticketPdfTemplate')} />
            <TextInput label={t('admin.venues.fields.receiptPdfTemplate')} {...f('receiptPdfTemplate')} />
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
