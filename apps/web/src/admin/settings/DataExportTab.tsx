import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EndpointInput,
  getSftpSettings,
  type SftpSettings,
  saveSftpSettings,
  sftpSettingsInput,
  testSftpConnection,
} from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { FailureAlert } from '@/ui/FailureAlert';
import { SectionLoader } from '@/ui/FullPageLoader';
import { SaveFooter } from '@/ui/SaveFooter';
import { Section } from '@/ui/Section';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';

type Body = EndpointInput<typeof saveSftpSettings>['body'];
type Kind = 'password' | 'privateKey';

interface Values {
  host: string;
  port: number;
  username: string;
  remoteDirectory: string;
  kind: Kind;
  password: string;
  privateKey: string;
  hostKeyFingerprint: string;
}

const sftpKey = ['admin', 'data-export', 'sftp'] as const;
const sftpQuery = () => apiQuery(sftpKey, getSftpSettings);

function valuesOf(s: SftpSettings): Values {
  return {
    host: s.host ?? '',
    port: s.port ?? 22,
    username: s.username ?? '',
    remoteDirectory: s.remoteDirectory ?? '.',
    kind: s.authentication ?? 'privateKey',
    password: '',
    privateKey: '',
    hostKeyFingerprint: s.hostKeyFingerprint ?? '',
  };
}

/** The body to save: only the chosen kind of secret, and only when typed (blank keeps the stored one). */
function bodyOf(v: Values): Body {
  return {
    host: v.host.trim(),
    port: Number(v.port),
    username: v.username.trim(),
    remoteDirectory: v.remoteDirectory.trim(),
    ...(v.kind === 'password' && v.password ? { password: v.password } : {}),
    ...(v.kind === 'privateKey' && v.privateKey.trim() ? { privateKey: v.privateKey } : {}),
    hostKeyFingerprint: v.hostKeyFingerprint.trim() || null,
  };
}

/** Account settings → data export: the SFTP server scheduled reports are uploaded to (decisions/0063). */
export function DataExportTab() {
  const settings = useQuery(sftpQuery());
  if (settings.isPending) return <SectionLoader />;
  if (settings.isError)
    return <ErrorDetails error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SftpForm settings={settings.data} />;
}

function SftpForm({ settings }: { settings: SftpSettings }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: Body) => callApi(saveSftpSettings, { body }),
    onSuccess: (next) => {
      queryClient.setQueryData(sftpKey, next);
      setValues((v) => ({ ...v, password: '', privateKey: '' }));
      setSaved(true);
    },
  });
  const test = useMutation({ mutationFn: () => callApi(testSftpConnection, {}) });
  const shown = { ...(isApiError(save.error) ? save.error.fieldErrors : {}), ...errors };
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: value }));
  };
  const stored = settings.authentication === values.kind;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values);
    const found = schemaErrors(sftpSettingsInput, body, locale);
    // A password or a private key, exactly one: a new one, or the one already stored.
    if (!stored && !body.password && !body.privateKey)
      found[values.kind] = t('errors.admin.sftp_credentials_exactly_one');
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  const setHint = (kind: Kind) =>
    settings.authentication === kind ? t('dataExport.sftp.keepSecret') : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title={t('dataExport.sftp.title')} intro={t('dataExport.sftp.intro')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('dataExport.sftp.host')}
              required
              value={values.host}
              onChange={(e) => set('host', e.currentTarget.value)}
              error={shown.host}
            />
            <NumberInput
              label={t('dataExport.sftp.port')}
              required
              min={1}
              max={65535}
              allowDecimal={false}
              value={values.port}
              onChange={(v) => set('port', Number(v) || 0)}
              error={shown.port}
            />
            <TextInput
              label={t('dataExport.sftp.username')}
              required
              autoComplete="off"
              value={values.username}
              onChange={(e) => set('username', e.currentTarget.value)}
              error={shown.username}
            />
            <TextInput
              label={t('dataExport.sftp.remoteDirectory')}
              description={t('dataExport.sftp.remoteDirectoryHint')}
              required
              value={values.remoteDirectory}
              onChange={(e) => set('remoteDirectory', e.currentTarget.value)}
              error={shown.remoteDirectory}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Text size="sm" fw={500} id="sftp-auth">
              {t('dataExport.sftp.authentication')}
            </Text>
            <SegmentedControl
              aria-labelledby="sftp-auth"
              value={values.kind}
              onChange={(v) => set('kind', v as Kind)}
              data={[
                { value: 'password', label: t('dataExport.sftp.password') },
                { value: 'privateKey', label: t('dataExport.sftp.privateKey') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            <Group gap="xs">
              <Badge variant="light" color={settings.passwordSet ? 'teal' : 'gray'}>
                {t('dataExport.sftp.password')}:{' '}
                {t(settings.passwordSet ? 'dataExport.sftp.set' : 'dataExport.sftp.notSet')}
              </Badge>
              <Badge variant="light" color={settings.privateKeySet ? 'teal' : 'gray'}>
                {t('dataExport.sftp.privateKey')}:{' '}
                {t(settings.privateKeySet ? 'dataExport.sftp.set' : 'dataExport.sftp.notSet')}
              </Badge>
            </Group>
          </Stack>
          {values.kind === 'password' ? (
            <PasswordInput
              label={t('dataExport.sftp.password')}
              description={setHint('password')}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={shown.password}
            />
          ) : (
            <Textarea
              label={t('dataExport.sftp.privateKey')}
              description={setHint('privateKey') ?? t('dataExport.sftp.privateKeyHint')}
              autosize
              minRows={3}
              maxRows={10}
              spellCheck={false}
              styles={{ input: { fontFamily: 'monospace' } }}
              value={values.privateKey}
              onChange={(e) => set('privateKey', e.currentTarget.value)}
              error={shown.privateKey}
            />
          )}
          <TextInput
            label={t('dataExport.sftp.hostKeyFingerprint')}
            description={t('dataExport.sftp.hostKeyFingerprintHint')}
            placeholder="SHA256:…"
            value={values.hostKeyFingerprint}
            onChange={(e) => set('hostKeyFingerprint', e.currentTarget.value)}
            error={shown.hostKeyFingerprint}
          />
        </Section>
        <SaveFooter
          saved={saved ? t('dataExport.sftp.saved') : null}
          error={save.error}
          pending={save.isPending}
        />
        <Section title={t('dataExport.sftp.testTitle')} intro={t('dataExport.sftp.testIntro')}>
          <Group>
            <Button
              variant="default"
              onClick={() => test.mutate()}
              loading={test.isPending}
              disabled={!settings.configured}
            >
              {t('dataExport.sftp.test')}
            </Button>
          </Group>
          {test.isSuccess ? (
            <Alert color="teal" variant="light" role="status" style={{ overflowWrap: 'anywhere' }}>
              {t('dataExport.sftp.testOk', { fingerprint: test.data.hostKeyFingerprint })}
            </Alert>
          ) : null}
          <FailureAlert error={test.error} />
        </Section>
      </Stack>
    </form>
  );
}
