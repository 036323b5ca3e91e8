import {
  Badge,
  Button,
  ColorInput,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteWalletPassSettings,
  type EndpointInput,
  getWalletPassSettings,
  saveWalletPassSettings,
  type WalletPassSettings,
  walletPassSettingsInput,
} from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { FailureAlert } from '@/ui/FailureAlert';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { SaveFooter } from '@/ui/SaveFooter';
import { Section } from '@/ui/Section';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';

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
  const settings = useQuery(walletQuery());
  if (settings.isPending) return <SectionLoader />;
  if (settings.isError)
    return <ErrorDetails error={settings.error} onRetry={() => void settings.refetch()} />;
  return <WalletPassForm settings={settings.data} />;
}

function WalletPassForm({ settings }: { settings: WalletPassSettings }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: Body) => callApi(saveWalletPassSettings, { body }),
    onSuccess: (next) => {
      queryClient.setQueryData(walletKey, next);
      // The secrets are stored now: the fields empty again, and blank keeps them.
      setValues((v) => ({
        ...v,
        signerCertificate: '',
        signerKey: '',
        signerKeyPassword: '',
        wwdrCertificate: '',
      }));
      setSaved(true);
    },
  });
  const remove = useMutation({
    mutationFn: () => callApi(deleteWalletPassSettings, {}),
    onSuccess: (next) => {
      queryClient.setQueryData(walletKey, next);
      setValues(valuesOf(next));
      setSaved(false);
    },
  });
  const shown = { ...(isApiError(save.error) ? save.error.fieldErrors : {}), ...errors };
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values);
    const found = schemaErrors(walletPassSettingsInput, body, locale);
    if (!settings.configured) {
      for (const field of ['signerCertificate', 'signerKey', 'wwdrCertificate'] as const)
        if (!body[field]) found[field] = t('errors.admin.wallet_pass_credentials_required');
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  const keep = settings.configured ? t('walletPasses.keep') : undefined;
  const certificate = (c: WalletPassSettings['signerCertificate']) =>
    c
      ? t('walletPasses.certificateSet', { subject: c.subject, validTo: formatDateTime(c.validTo, locale) })
      : t('walletPasses.notSet');
  const pem = (field: 'signerCertificate' | 'signerKey' | 'wwdrCertificate', label: string, hint: string) => (
    <Textarea
      label={label}
      description={keep ?? hint}
      autosize
      minRows={3}
      maxRows={8}
      spellCheck={false}
      autoComplete="off"
      styles={{ input: { fontFamily: 'monospace' } }}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={shown[field]}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
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
              value={values.passTypeIdentifier}
              onChange={(e) => set('passTypeIdentifier', e.currentTarget.value)}
              error={shown.passTypeIdentifier}
            />
            <TextInput
              label={t('walletPasses.teamIdentifier')}
              description={t('walletPasses.teamIdentifierHint')}
              required
              value={values.teamIdentifier}
              onChange={(e) => set('teamIdentifier', e.currentTarget.value)}
              error={shown.teamIdentifier}
            />
            <TextInput
              label={t('walletPasses.organizationName')}
              description={t('walletPasses.organizationNameHint')}
              required
              value={values.organizationName}
              onChange={(e) => set('organizationName', e.currentTarget.value)}
              error={shown.organizationName}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <ColorInput
              label={t('walletPasses.backgroundColor')}
              format="hex"
              withEyeDropper={false}
              value={values.backgroundColor}
              onChange={(v) => set('backgroundColor', v)}
              error={shown.backgroundColor}
            />
            <ColorInput
              label={t('walletPasses.foregroundColor')}
              format="hex"
              withEyeDropper={false}
              value={values.foregroundColor}
              onChange={(v) => set('foregroundColor', v)}
              error={shown.foregroundColor}
            />
            <ColorInput
              label={t('walletPasses.labelColor')}
              format="hex"
              withEyeDropper={false}
              value={values.labelColor}
              onChange={(v) => set('labelColor', v)}
              error={shown.labelColor}
            />
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
          <PasswordInput
            label={t('walletPasses.signerKeyPassword')}
            description={t('walletPasses.signerKeyPasswordHint')}
            autoComplete="new-password"
            value={values.signerKeyPassword}
            onChange={(e) => set('signerKeyPassword', e.currentTarget.value)}
            error={shown.signerKeyPassword}
          />
          {pem('wwdrCertificate', t('walletPasses.wwdrCertificate'), t('walletPasses.wwdrCertificateHint'))}
        </Section>
        <SaveFooter
          saved={saved ? t('walletPasses.saved') : null}
          error={save.error}
          pending={save.isPending}
        />
        {settings.configured ? (
          <Section title={t('walletPasses.removeTitle')} intro={t('walletPasses.removeIntro')}>
            <Group>
              <Button color="red" variant="light" onClick={() => remove.mutate()} loading={remove.isPending}>
                {t('walletPasses.remove')}
              </Button>
            </Group>
            <FailureAlert error={remove.error} />
          </Section>
        ) : null}
      </Stack>
    </form>
  );
}
