import { Button, Card, Code, CopyButton, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UserDetail } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { useCreateApiKey, useRevokeApiKey } from './queries';

/** API keys for integrations acting as this user: generated once, shown once, revocable. */
export function ApiKeysCard({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation();
  const create = useCreateApiKey(user.id);
  const revoke = useRevokeApiKey(user.id);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(t('fields.required'));
    setNameError(null);
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('admin.userProfile.apiKeys.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.userProfile.apiKeys.intro')}
        </Text>
        <FailureAlert error={create.error} />
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('admin.userProfile.apiKeys.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={create.isPending} disabled={user.status === 'deactivated'}>
              {t('admin.userProfile.apiKeys.generate')}
            </Button>
          </Group>
        </form>
        {user.apiKeys.length > 0 ? (
          <DataTable
            label={t('admin.userProfile.apiKeys.title')}
            prefix="keys"
            rows={user.apiKeys}
            rowProps={(key) => ({ c: key.revokedAt ? 'dimmed' : undefined })}
            empty=""
            minWidth={520}
            columns={[
              { id: 'name', header: t('admin.userProfile.apiKeys.name') },
              {
                id: 'prefix',
                header: t('admin.userProfile.apiKeys.prefix'),
                cell: (key) => <Code>{key.prefix}</Code>,
              },
              { id: 'created', header: t('admin.userProfile.apiKeys.created'), date: (key) => key.createdAt },
              {
                id: 'lastUsed',
                header: t('admin.userProfile.apiKeys.lastUsed'),
                value: (key) =>
                  key.lastUsedAt
                    ? formatDateTime(key.lastUsedAt, i18n.language)
                    : t('admin.userProfile.apiKeys.never'),
              },
              {
                id: 'revoke',
                header: '',
                align: 'right',
                cell: (key) =>
                  key.revokedAt ? (
                    <Text size="sm">{t('admin.userProfile.apiKeys.revoked')}</Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => revoke.mutate(key.id)}
                      loading={revoke.isPending && revoke.variables === key.id}
                    >
                      {t('admin.userProfile.apiKeys.revoke')}
                    </Button>
                  ),
              },
            ]}
          />
        ) : null}
      </Stack>
      <Modal
        opened={Boolean(create.data)}
        onClose={create.reset}
        title={t('admin.userProfile.apiKeys.shownOnceTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('admin.userProfile.apiKeys.shownOnce')}</Text>
          <Code block data-testid="new-api-key">
            {create.data?.key}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={create.data?.key ?? ''}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('admin.userProfile.apiKeys.copied') : t('admin.userProfile.apiKeys.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={create.reset}>{t('actions.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
