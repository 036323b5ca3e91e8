import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { inviteUserInput } from '@tessera/contract';
import { adminRoleIds } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { useInviteUser, userQueries } from './queries';

const empty = { email: '', firstName: '', lastName: '', role: 'CallCenter', userGroupId: '', partner: '' };

/** Invites a user: the server emails a single-use link to choose a password. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const groups = useQuery({ ...userQueries.groups(), enabled: opened });
  const invite = useInviteUser();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof empty) => (value: string | null) =>
    setValues((v) => ({ ...v, [field]: value ?? '' }));
  const shown = { ...(isApiError(invite.error) ? invite.error.fieldErrors : {}), ...errors };

  const close = () => {
    setValues(empty);
    setErrors({});
    invite.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      email: values.email.trim(),
      userGroupId: values.userGroupId ? Number(values.userGroupId) : null,
      partner: values.partner.trim() || null,
    };
    const found = schemaErrors(inviteUserInput, body, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) invite.mutate(body as never, { onSuccess: close });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('admin.users.invite.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {invite.error && Object.keys(shown).length === 0 ? (
            <Alert color="red" variant="light">
              {invite.error.message}
            </Alert>
          ) : null}
          <TextInput
            label={t('fields.email.label')}
            type="email"
            required
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={shown.email}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.users.fields.firstName')}
              required
              value={values.firstName}
              onChange={(e) => set('firstName')(e.currentTarget.value)}
              error={shown.firstName}
            />
            <TextInput
              label={t('admin.users.fields.lastName')}
              required
              value={values.lastName}
              onChange={(e) => set('lastName')(e.currentTarget.value)}
              error={shown.lastName}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('admin.users.fields.role')}
              data={adminRoleIds.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              value={values.role}
              onChange={set('role')}
              allowDeselect={false}
              error={shown.role}
            />
            <Select
              label={t('admin.users.fields.userGroup')}
              placeholder={t('admin.users.noGroup')}
              data={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              value={values.userGroupId || null}
              onChange={set('userGroupId')}
              clearable
              error={shown.userGroupId}
            />
          </SimpleGrid>
          <TextInput
            label={t('admin.users.fields.partner')}
            description={t('admin.users.fields.partnerHint')}
            value={values.partner}
            onChange={(e) => set('partner')(e.currentTarget.value)}
            error={shown.partner}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('admin.users.invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
