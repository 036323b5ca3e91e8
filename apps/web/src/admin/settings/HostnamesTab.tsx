import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type HostnameInput, type HostnameSettings, hostnameInput } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { Section } from '@/ui/Section';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { HostnameImages } from './HostnameImages';
import { settingsQueries, useHostnameMutations } from './queries';

const blank: HostnameInput = { hostName: '', isDefault: false, redirectToDefault: false, customCss: '' };

function HostnameForm({ hostname, onDone }: { hostname: HostnameSettings | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { create, update, remove } = useHostnameMutations();
  const mutation = hostname ? update : create;
  const [values, setValues] = useState<HostnameInput>(hostname ? { ...hostname } : blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...(isApiError(mutation.error) ? mutation.error.fieldErrors : {}), ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      hostName: values.hostName,
      isDefault: values.isDefault,
      redirectToDefault: values.redirectToDefault,
      customCss: values.customCss,
    };
    const found = schemaErrors(hostnameInput, body, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (hostname) update.mutate({ id: hostname.id, body });
    else
      create.mutate(body, {
        onSuccess: () => {
          setValues(blank);
          onDone?.();
        },
      });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('admin.hostnames.hostName')}
          value={values.hostName}
          onChange={(e) => setValues({ ...values, hostName: e.currentTarget.value })}
          error={shown.hostName}
          required
        />
        <Group gap="lg">
          <Checkbox
            label={t('admin.hostnames.isDefault')}
            checked={values.isDefault}
            disabled={hostname?.isDefault}
            onChange={(e) => setValues({ ...values, isDefault: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('admin.hostnames.redirectToDefault')}
            checked={values.redirectToDefault && !values.isDefault}
            disabled={values.isDefault}
            onChange={(e) => setValues({ ...values, redirectToDefault: e.currentTarget.checked })}
          />
        </Group>
        <Textarea
          label={t('admin.hostnames.customCss')}
          autosize
          minRows={2}
          maxRows={10}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={values.customCss}
          onChange={(e) => setValues({ ...values, customCss: e.currentTarget.value })}
          error={shown.customCss}
        />
        {mutation.error && !shown.hostName ? (
          <Alert color="red" variant="light">
            {mutation.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {hostname && !hostname.isDefault ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => remove.mutate(hostname.id)}
              loading={remove.isPending}
            >
              {t('actions.remove')}
            </Button>
          ) : null}
          <Button type="submit" loading={mutation.isPending}>
            {hostname ? t('actions.save') : t('admin.hostnames.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The host names tab: each host name with its flags, images and custom CSS, and a form to add one. */
export function HostnamesTab() {
  const { t } = useTranslation();
  const hostnames = useQuery(settingsQueries.hostnames());
  if (hostnames.isError)
    return <ErrorDetails error={hostnames.error} onRetry={() => void hostnames.refetch()} />;
  if (!hostnames.data) return <SectionLoader />;
  return (
    <Stack gap="lg">
      {hostnames.data.map((hostname) => (
        <Card key={hostname.id} withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group gap="sm">
              <Title order={2} fz="h4">
                {hostname.hostName}
              </Title>
              {hostname.isDefault ? <Badge>{t('admin.hostnames.default')}</Badge> : null}
              {hostname.redirectToDefault ? (
                <Badge variant="outline">{t('admin.hostnames.redirects')}</Badge>
              ) : null}
            </Group>
            <HostnameForm key={`${hostname.id}-${hostname.isDefault}`} hostname={hostname} />
            <HostnameImages hostname={hostname} />
          </Stack>
        </Card>
      ))}
      <Section card title={t('admin.hostnames.addTitle')} intro={t('admin.hostnames.addIntro')}>
        <HostnameForm hostname={null} />
      </Section>
    </Stack>
  );
}
