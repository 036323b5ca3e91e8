import { Badge, Button, ColorInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteWalletPassSettings,
  type EndpointInput,
  getWalletPassSettings,
  saveWalletPassSettings,
  type WalletPassSettings,
  walletPassSettingsInput,
} from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { Section } from '@/ui/Section';
import { LoadedSettings, SecretPassword, SecretText, useSettingsForm } from '@/ui/settings-form';
import { useLocale } from '@/ui/useLocale';
import { SettingsFormLayout } from './SettingsFormLayout';

type Body = EndpointInput<typeof saveWalletPassSettings>['body'];

interface Values {
  passTypeIdentifier: string;
  teamIdentifier: string;
  organizationName: string;
  backgroundColor: string;
  foregroundColor: string;
  labelColor: string;
  signerCertificate: string;
  signerKey: string;
  signerKeyPassword: string;
  wwdrCertificate: string;
}

const walletKey = ['admin', 'wallet-passes', 'settings'] as const;
const walletQuery = () => apiQuery(walletKey, getWalletPassSettings);

const valuesOf = (s: WalletPassSettings): Values => ({
  passTypeIdentifier: s.passTypeIdentifier ?? '',
  teamIdentifier: s.teamIdentifier ?? '',
  organizationName: s.organizationName ?? '',
  backgroundColor: s.backgroundColor,
  foregroundColor: s.foregroundColor,
  labelColor: s.labelColor,
  signerCertificate: '',
  signerKey: '',
  signerKeyPassword: '',
  wwdrCertificate: '',
});

/** The body to save: certificates, key and password only when typed (blank keeps the stored ones). */
function bodyOf(v: Values): Body {
  const typed = (value: string) => (value.trim() ? value : undefined);
  const key = typed(v.signerKey);
  return {
    passTypeIdentifier: v.passTypeIdentifier.trim(),
    teamIdentifier: v.teamIdentifier.trim(),
    organizationName: v.organizationName.trim(),
    backgroundColor: v.backgroundColor,
    foregroundColor: v.foregroundColor,
    labelColor: v.labelColor,
    ...(typed(v.signerCertificate) ? { signerCertificate: v.signerCertificate } : {}),
    ...(key ? { signerKey: key } : {}),
    // A new key comes with its own password (none when blank); otherwise a typed one replaces the stored one.
    ...(key || v.signerKeyPassword ? { signerKeyPassword: v.signerKeyPassword } : {}),
    ...(typed(v.wwdrCertificate) ? { wwdrCertificate: v.wwdrCertificate } : {}),
  };
}

/** Account settings → wallet passes: how Apple Wallet passes of tickets are signed and look (decisions/0088). */
export function WalletPassesTab() {
  return (
    <LoadedSettings query={useQuery(walletQuery())}>{(s) => <WalletPassForm settings={s} />}</LoadedSettings>
  );
}

const colorFields = ['backgroundColor', 'foregroundColor', 'labelColor'] as const;
const pemFields = ['signerCertificate', 'signerKey', 'wwdrCertificate'] as const;

function WalletPassForm({ settings }: { settings: WalletPassSettings }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const form = useSettingsForm({
    initial: () => valuesOf(settings),
    schema: walletPassSettingsInput,
    toBody: bodyOf,
    save: (body: Body) => callApi(saveWalletPassSettings, { body }),
    queryKey: walletKey,
    // The secrets are stored now: the fields empty again, and blank keeps them.
    sealed: [...pemFields, 'signerKeyPassword'],
    check: (body) =>
      settings.configured
        ? {}
        : Object.fromEntries(
            pemFields
              .filter((field) => !body[field])
              .map((field) => [field, t('errors.admin.wallet_pass_credentials_required')]),
          ),
  });
  const { values, set, text, errors } = form;
  const remove = useMutation({
    mutationFn: () => callApi(deleteWalletPassSettings, {}),
    onSuccess: (next) => {
      queryClient.setQueryData(walletKey, next);
      form.setValues(valuesOf(next));
      form.setSaved(false);
    },
  });
  const keep = settings.configured ? t('walletPasses.keep') : undefined;
  const certificate = (c: WalletPassSettings['signerCertificate']) =>
    c
      ? t('walletPasses.certificateSet', { subject: c.subject, validTo: formatDateTime(c.validTo, locale) })
      : t('walletPasses.notSet');
  const pem = (field: (typeof pemFields)[number], label: string, hint: string) => (
    <SecretText label={label} description={keep ?? hint} {...text(field)} />
  );
  return (
    <SettingsFormLayout
      form={form}
      savedText={t('walletPasses.saved')}
      after={
        settings.configured ? (
          <Section title={t('walletPasses.removeTitle')} intro={t('walletPasses.removeIntro')}>
            <Group>
              <Button color="red" variant="light" onClick={() => remove.mutate()} loading={remove.isPending}>
                {t('walletPasses.remove')}
              </Button>
            </Group>
            <FailureAlert error={remove.error} />
          </Section>
        ) : null
      }
    >
      <Section title={t('walletPasses.title')} intro={t('walletPasses.intro')}>
        <Group gap="xs">
          <Badge variant="light" color={settings.configured ? 'teal' : 'gray'}>
            {t(settings.configured ? 'walletPasses.on' : 'walletPasses.off')}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('walletPasses.passTypeIdentifier')}
            description={t('walletPasses.passTypeIdentifierHint')}
            placeholder="pass.com.example.tickets"
            required
            {...text('passTypeIdentifier')}
          />
          <TextInput
            label={t('walletPasses.teamIdentifier')}
            description={t('walletPasses.teamIdentifierHint')}
            required
            {...text('teamIdentifier')}
          />
          <TextInput
            label={t('walletPasses.organizationName')}
            description={t('walletPasses.organizationNameHint')}
            required
            {...text('organizationName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {colorFields.map((field) => (
            <ColorInput
              key={field}
              label={t(`walletPasses.${field}`)}
              format="hex"
              withEyeDropper={false}
              value={values[field]}
              onChange={(v) => set(field, v)}
              error={errors[field]}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('walletPasses.logoHint')}
        </Text>
      </Section>
      <Section title={t('walletPasses.signingTitle')} intro={t('walletPasses.signingIntro')}>
        <Stack gap={4} data-testid="wallet-signing-status">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('walletPasses.signerCertificate')}: {certificate(settings.signerCertificate)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('walletPasses.wwdrCertificate')}: {certificate(settings.wwdrCertificate)}
          </Text>
          <Text size="sm">
            {t('walletPasses.signerKey')}:{' '}
            {settings.signerKeyHint
              ? t('walletPasses.keySet', { hint: settings.signerKeyHint })
              : t('walletPasses.notSet')}
            {settings.signerKeyPasswordSet ? ` · ${t('walletPasses.passwordSet')}` : ''}
          </Text>
        </Stack>
        {pem(
          'signerCertificate',
          t('walletPasses.signerCertificate'),
          t('walletPasses.signerCertificateHint'),
        )}
        {pem('signerKey', t('walletPasses.signerKey'), t('walletPasses.signerKeyHint'))}
        <SecretPassword
          label={t('walletPasses.signerKeyPassword')}
          description={t('walletPasses.signerKeyPasswordHint')}
          {...text('signerKeyPassword')}
        />
        {pem('wwdrCertificate', t('walletPasses.wwdrCertificate'), t('walletPasses.wwdrCertificateHint'))}
      </Section>
    </SettingsFormLayout>
  );
}
