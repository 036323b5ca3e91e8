import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookEndpointInput } from '@tessera/contract';
import { webhookEventTypes } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '@/ui/data-table/DataTable';
import { mutationAction } from '@/ui/data-table/RowActions';
import { queryRows } from '@/ui/data-table/sources';
import { EditPanel } from '@/ui/EditPanel';
import { FailureAlert } from '@/ui/FailureAlert';
import { PageHeader } from '@/ui/PageHeader';
import { useFieldProps } from '@/ui/useFieldProps';
import { useDeleteWebhook, useRotateWebhookSecret, useSaveWebhook, webhookQueries } from './queries';

export const statusColor = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;

const valuesOf = (endpoint: WebhookEndpoint | null): WebhookEndpointInput => ({
  url: endpoint?.url ?? 'https://',
  description: endpoint?.description ?? '',
  enabled: endpoint?.enabled ?? true,
  eventTypes: endpoint?.eventTypes ?? ['order.created'],
});

function EndpointPanel({
  endpoint,
  onClose,
  onSecret,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveWebhook();
  const form = useForm<WebhookEndpointInput>({
    initialValues: valuesOf(endpoint),
    validate: {
      url: (v) => (v.trim() ? null : t('fields.required')),
      eventTypes: (v) => (v.length ? null : t('webhooks.eventsRequired')),
    },
  });
  const field = useFieldProps(form, 'webhooks');
  return (
    <EditPanel
      title={endpoint ? t('webhooks.edit') : t('webhooks.add')}
      form={form}
      onClose={onClose}
      size="lg"
      onSave={async (values) => {
        const saved = await save.mutateAsync({ id: endpoint?.id, body: values });
        if (saved.secret) onSecret(saved.secret);
      }}
    >
      <TextInput {...field('url')} description={t('webhooks.urlHint')} required data-autofocus />
      <TextInput {...field('description')} />
      <Switch label={t('webhooks.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <Checkbox.Group label={t('webhooks.events')} required {...form.getInputProps('eventTypes')}>
        <Stack gap={6} mt={6}>
          {webhookEventTypes.map((type) => (
            <Checkbox key={type} value={type} label={t(`webhooks.eventTypes.${type}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </EditPanel>
  );
}

/** The signing secret, shown this once (after adding an endpoint or rotating its secret). */
function SecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('webhooks.secretTitle')} size="lg">
      <Stack>
        <Alert color="yellow" variant="light">
          {t('webhooks.secretOnce')}
        </Alert>
        <Code block data-testid="webhook-secret">
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('webhooks.copied') : t('webhooks.copy')}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" c="dimmed">
          {t('webhooks.signatureHelp')}
        </Text>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </Stack>
    </Modal>
  );
}

/** API → Webhooks: where the account's events are posted, signed (spec §2, decisions/0049). */
export function WebhooksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const endpoints = useQuery(webhookQueries.list());
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.nav.webhooks')} intro={t('webhooks.intro')} />
      <FailureAlert error={remove.error ?? rotate.error} />
      <DataTable
        label={t('admin.nav.webhooks')}
        add={{ label: t('webhooks.add'), onClick: () => setEditing('new') }}
        {...queryRows(endpoints)}
        empty={t('webhooks.empty')}
        minWidth={760}
        columns={[
          {
            id: 'description',
            header: t('webhooks.description'),
            sortable: true,
            value: (e) => e.description,
          },
          { id: 'url', header: t('webhooks.url'), value: (e) => e.url },
          {
            id: 'events',
            header: t('webhooks.events'),
            value: (e) => e.eventTypes.map((type) => t(`webhooks.eventTypes.${type}`)).join(', '),
          },
          {
            id: 'enabled',
            header: t('webhooks.enabled'),
            value: (e) => (e.enabled ? t('webhooks.on') : t('webhooks.off')),
            badge: (e) => (e.enabled ? 'teal' : 'gray'),
          },
          {
            id: 'lastStatus',
            header: t('webhooks.lastStatus'),
            value: (e) => (e.lastStatus ? t(`webhooks.statuses.${e.lastStatus}`) : ''),
            badge: (e) => (e.lastStatus ? statusColor[e.lastStatus] : undefined),
          },
          { id: 'secret', header: t('webhooks.secret'), value: (e) => `…${e.secretHint}` },
        ]}
        rowActions={(e) => [
          { label: t('webhooks.deliveries'), onClick: () => navigate(`/admin/v2/webhooks/${e.id}`) },
          { label: t('actions.edit'), onClick: () => setEditing(e) },
          {
            label: t('webhooks.rotate'),
            loading: rotate.isPending && rotate.variables === e.id,
            onClick: () => rotate.mutate(e.id, { onSuccess: (made) => setSecret(made.secret) }),
          },
          mutationAction(t('actions.delete'), remove, e.id, { danger: true }),
        ]}
      />
      {editing !== null ? (
        <EndpointPanel
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSecret={setSecret}
        />
      ) : null}
      {secret ? <SecretModal secret={secret} onClose={() => setSecret(null)} /> : null}
    </Stack>
  );
}
