import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type UserDetail, userUpdateInput } from '@tessera/contract';
import { adminRoleIds } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { userQueries, useUpdateUser } from './queries';

/** The §3 "User" fields an administrator edits: name, role, partner, user group. */
export function ProfileForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const groups = useQuery(userQueries.groups());
  const update = useUpdateUser(user.id);
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role as string,
    userGroupId: user.userGroup ? String(user.userGroup.id) : '',
    partner: user.partner ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...(isApiError(update.error) ? update.error.fieldErrors : {}), ...errors };
  const set = (field: keyof typeof values) => (value: string | null) =>
    setValues((v) => ({ ...v, [field]: value ?? '' }));
  const groupOptions = [
    ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
    ...(user.userGroup && !groups.data?.some((g) => g.id === user.userGroup?.id)
      ? [{ value: String(user.userGroup.id), label: user.userGroup.name }]
      : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      userGroupId: values.userGroupId ? Number(values.userGroupId) : null,
      partner: values.partner.trim() || null,
    };
    const found = schemaErrors(userUpdateInput, body, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) update.mutate(body as never);
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('admin.userProfile.profile')}
          </Title>
          {update.isSuccess ? (
            <Alert color="teal" variant="light" role="status">
              {t('admin.userProfile.saved')}
            </Alert>
          ) : null}
          {update.error && Object.keys(shown).length === 0 ? (
            <Alert color="red" variant="light">
              {update.error.message}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.users.fields.firstName')}
              value={values.firstName}
              onChange={(e) => set('firstName')(e.currentTarget.value)}
              error={shown.firstName}
              required
            />
            <TextInput
              label={t('admin.users.fields.lastName')}
              value={values.lastName}
              onChange={(e) => set('lastName')(e.currentTarget.value)}
              error={shown.lastName}
              required
            />
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
              data={groupOptions}
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
            <Button type="submit" loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
