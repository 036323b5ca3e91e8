import { Badge, Button, Group, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type EndpointInput,
  getSftpSettings,
  type SftpSettings,
  saveSftpSettings,
  sftpSettingsInput,
  testSftpConnection,
} from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { Section } from '@/ui/Section';
import { DoneAlert } from '@/ui/StatusNotice';
import {
  LabelledChoice,
  LoadedSettings,
  SecretPassword,
  SecretText,
  useSettingsForm,
} from '@/ui/settings-form';
import { SettingsFormLayout } from './SettingsFormLayout';

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
  nightlyExport: boolean;
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
    nightlyExport: s.nightlyExport,
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
    nightlyExport: v.nightlyExport,
  };
}

/** Account settings → data export: the SFTP server scheduled reports are uploaded to (decisions/0063). */
export function DataExportTab() {
  return <LoadedSettings query={useQuery(sftpQuery())}>{(s) => <SftpForm settings={s} />}</LoadedSettings>;
}

function SftpForm({ settings }: { settings: SftpSettings }) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    initial: () => valuesOf(settings),
    schema: sftpSettingsInput,
    toBody: bodyOf,
    save: (body: Body) => callApi(saveSftpSettings, { body }),
    queryKey: sftpKey,
    sealed: ['password', 'privateKey'],
    // A password or a private key, exactly one: a new one, or the one already stored.
    check: (body, values): Record<string, string> =>
      settings.authentication !== values.kind && !body.password && !body.privateKey
        ? { [values.kind]: t('errors.admin.sftp_credentials_exactly_one') }
        : {},
  });
  const { values, set, text, errors } = form;
  const test = useMutation({ mutationFn: () => callApi(testSftpConnection, {}) });
  const setHint = (kind: Kind) =>
    settings.authentication === kind ? t('dataExport.sftp.keepSecret') : undefined;
  const stored = (label: string, set: boolean) => (
    <Badge variant="light" color={set ? 'teal' : 'gray'}>
      {label}: {t(set ? 'dataExport.sftp.set' : 'dataExport.sftp.notSet')}
    </Badge>
  );
  return (
    <SettingsFormLayout
      form={form}
      savedText={t('dataExport.sftp.saved')}
      after={
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
            <DoneAlert style={{ overflowWrap: 'anywhere' }}>
              {t('dataExport.sftp.testOk', { fingerprint: test.data.hostKeyFingerprint })}
            </DoneAlert>
          ) : null}
          <FailureAlert error={test.error} />
        </Section>
      }
    >
      <Section title={t('dataExport.sftp.title')} intro={t('dataExport.sftp.intro')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('dataExport.sftp.host')} required {...text('host')} />
          <NumberInput
            label={t('dataExport.sftp.port')}
            required
            min={1}
            max={65535}
            allowDecimal={false}
            value={values.port}
            onChange={(v) => set('port', Number(v) || 0)}
            error={errors.port}
          />
          <TextInput
            label={t('dataExport.sftp.username')}
            required
            autoComplete="off"
            {...text('username')}
          />
          <TextInput
            label={t('dataExport.sftp.remoteDirectory')}
            description={t('dataExport.sftp.remoteDirectoryHint')}
            required
            {...text('remoteDirectory')}
          />
        </SimpleGrid>
        <LabelledChoice
          label={t('dataExport.sftp.authentication')}
          value={values.kind}
          onChange={(v) => set('kind', v as Kind)}
          data={[
            { value: 'password', label: t('dataExport.sftp.password') },
            { value: 'privateKey', label: t('dataExport.sftp.privateKey') },
          ]}
        >
          <Group gap="xs">
            {stored(t('dataExport.sftp.password'), settings.passwordSet)}
            {stored(t('dataExport.sftp.privateKey'), settings.privateKeySet)}
          </Group>
        </LabelledChoice>
        {values.kind === 'password' ? (
          <SecretPassword
            label={t('dataExport.sftp.password')}
            description={setHint('password')}
            {...text('password')}
          />
        ) : (
          <SecretText
            label={t('dataExport.sftp.privateKey')}
            description={setHint('privateKey') ?? t('dataExport.sftp.privateKeyHint')}
            maxRows={10}
            {...text('privateKey')}
          />
        )}
        <TextInput
          label={t('dataExport.sftp.hostKeyFingerprint')}
          description={t('dataExport.sftp.hostKeyFingerprintHint')}
          placeholder="SHA256:…"
          {...text('hostKeyFingerprint')}
        />
        <Switch
          label={t('dataExport.sftp.nightlyExport')}
          description={t('dataExport.sftp.nightlyExportHint')}
          checked={values.nightlyExport}
          onChange={(e) => set('nightlyExport', e.currentTarget.checked)}
        />
      </Section>
    </SettingsFormLayout>
  );
}
