import {
  Box,
  ColorInput,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type AccountSettings, type AccountSettingsInput, accountSettingsInput } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { SaveFooter } from '@/ui/SaveFooter';
import { Section } from '@/ui/Section';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { settingsQueries, useSaveAccountSettings } from './queries';

type Values = AccountSettingsInput;
type TextField = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];
type NumberField = { [K in keyof Values]: Values[K] extends number ? K : never }[keyof Values];
type ToggleField = { [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values];

const basics: TextField[] = [
  'name',
  'currency',
  'defaultLanguage',
  'timezone',
  'homeUrl',
  'bookNowUrl',
  'supportEmail',
];
/*
 * Header and footer height, global head and body HTML, the secondary-market affiliate id, the
 * access-card support email and disability tags and audience rewards are stored but not
 * offered here: nothing reads them yet (decisions/0062). Saving sends their stored values back
 * unchanged.
 */
const integrations: TextField[] = ['googleAnalyticsId', 'googleAnalytics4Id'];
const htmlFields = ['emailFooterContent', 'termsOfService', 'termsOfServiceFr'] as const;
const numbers: NumberField[] = ['staffIdleMinutes', 'staffSessionHours'];
const toggles: ToggleField[] = [
  'ticketTransferFeatureEnabled',
  'anonymizeGuestOrders',
  'registeredGuestCanDeleteAccount',
  'requireCommissionsOnPartnerOrders',
  'requireTermsOfService',
  'showEventPlans',
  'showGroupSalesModule',
  'hideSeatLocationsForGroupSalesAndHouseSeats',
  'automaticTicketBundling',
];
/** Toggles whose effect their label alone does not say. */
const described = {
  automaticTicketBundling: 'admin.accountSettings.descriptions.automaticTicketBundling',
} as const;

function inputOf(settings: AccountSettings): Values {
  const { id: _id, enableSeasonTickets: _s, enableNimbus: _n, ...rest } = settings;
  return rest;
}

function GeneralForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const save = useSaveAccountSettings();
  const [values, setValues] = useState<Values>(() => inputOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...(isApiError(save.error) ? save.error.fieldErrors : {}), ...errors };
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const label = (field: keyof AccountSettings & string) =>
    t(`admin.accountSettings.fields.${field as Exclude<keyof AccountSettings, 'id'>}`);
  const text = (field: TextField) => (
    <TextInput
      key={field}
      label={label(field)}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={shown[field]}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(accountSettingsInput, values, locale);
    setErrors(found);
    if (Object.keys(found).length === 0)
      save.mutate(values, { onSuccess: (saved) => setValues(inputOf(saved)) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section card title={t('admin.accountSettings.sections.account')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>{basics.map(text)}</SimpleGrid>
        </Section>
        <Section card title={t('admin.accountSettings.sections.appearance')}>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <ColorInput
              label={label('emailButtonColor')}
              value={values.emailButtonColor}
              onChange={(v) => set('emailButtonColor', v)}
              error={shown.emailButtonColor}
              format="hex"
            />
          </SimpleGrid>
          {htmlFields.map((field) => (
            <Textarea
              key={field}
              label={label(field)}
              description={t(`admin.accountSettings.hints.${field}`)}
              autosize
              minRows={2}
              maxRows={8}
              value={values[field]}
              onChange={(e) => set(field, e.currentTarget.value)}
              error={shown[field]}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          ))}
          <Textarea
            label={label('confirmationPageContent')}
            description={t('admin.accountSettings.hints.confirmationPageContent')}
            autosize
            minRows={2}
            value={values.confirmationPageContent}
            onChange={(e) => set('confirmationPageContent', e.currentTarget.value)}
            error={shown.confirmationPageContent}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Text size="xs" c="dimmed">
            {t('admin.accountSettings.preview')}
          </Text>
          <Box
            w={256}
            maw={256}
            p="xs"
            style={{
              border: '1px dashed var(--mantine-color-gray-4)',
              overflow: 'hidden',
              wordBreak: 'break-word',
            }}
          >
            {settings.confirmationPageContent ? null : (
              <Text size="sm" c="dimmed">
                {t('admin.accountSettings.previewEmpty')}
              </Text>
            )}
            {/* Sanitised by the server when saved, and shown in a sandbox without scripts. */}
            <iframe
              title={t('admin.accountSettings.fields.confirmationPageContent')}
              sandbox=""
              srcDoc={settings.confirmationPageContent}
              width={236}
              height={160}
              style={{ border: 0, display: settings.confirmationPageContent ? 'block' : 'none' }}
            />
          </Box>
        </Section>
        <Section card title={t('admin.accountSettings.sections.toggles')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {toggles.map((field) => (
              <Switch
                key={field}
                label={label(field)}
                description={field in described ? t(described[field as keyof typeof described]) : undefined}
                checked={values[field]}
                onChange={(e) => set(field, e.currentTarget.checked)}
              />
            ))}
            <Switch
              label={label('enableSeasonTickets')}
              checked={settings.enableSeasonTickets}
              disabled
              description={t('admin.accountSettings.byOperator')}
            />
            <Switch
              label={label('enableNimbus')}
              checked={settings.enableNimbus}
              disabled
              description={t('admin.accountSettings.byOperator')}
            />
          </SimpleGrid>
        </Section>
        <Section card title={t('admin.accountSettings.sections.integrations')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>{integrations.map(text)}</SimpleGrid>
        </Section>
        <Section card title={t('admin.accountSettings.sections.sessions')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {numbers.map((field) => (
              <NumberInput
                key={field}
                label={label(field)}
                value={values[field]}
                onChange={(v) => set(field, Number(v) || 0)}
                min={1}
                error={shown[field]}
              />
            ))}
          </SimpleGrid>
        </Section>
        <SaveFooter
          saved={save.isSuccess ? t('admin.accountSettings.saved') : null}
          error={save.error}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}

/** The general account information tab: every field and toggle of spec §3. */
export function GeneralTab() {
  const settings = useQuery(settingsQueries.general());
  if (settings.isError)
    return <ErrorDetails error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <SectionLoader />;
  return <GeneralForm settings={settings.data} />;
}
