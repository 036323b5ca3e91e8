import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type UserDetail, userUpdateInput } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerQueries } from '@/admin/partners/queries';
import { useSave } from '@/ui/EditPanel';
import { FormCard } from '@/ui/FormCard';
import { DoneAlert } from '@/ui/StatusNotice';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { userQueries, useUpdateUser } from './queries';
import { UserFields, userBody } from './UserFields';

/** The §3 "User" fields an administrator edits: name, role, partner, user group. */
export function ProfileForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const groups = useQuery(userQueries.groups());
  const partners = useQuery(partnerQueries.choices());
  const update = useUpdateUser(user.id);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role as string,
      userGroupId: user.userGroup ? String(user.userGroup.id) : '',
      partnerId: user.partner ? String(user.partner.id) : '',
    },
    validate: (values) => schemaErrors(userUpdateInput, userBody(values), locale),
  });
  const { submit, saving, alert } = useSave({
    form,
    onSave: (values) => {
      setSaved(false);
      return update.mutateAsync(userBody(values) as never);
    },
    onSaved: () => setSaved(true),
  });
  const groupOptions = [
    ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
    ...(user.userGroup && !groups.data?.some((g) => g.id === user.userGroup?.id)
      ? [{ value: String(user.userGroup.id), label: user.userGroup.name }]
      : []),
  ];
  const partnerOptions = [
    ...(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    ...(user.partner && !partners.data?.some((p) => p.id === user.partner?.id)
      ? [{ value: String(user.partner.id), label: user.partner.name }]
      : []),
  ];
  return (
    <FormCard
      title={t('admin.userProfile.profile')}
      onSubmit={submit}
      submit={t('actions.save')}
      pending={saving}
    >
      {saved ? <DoneAlert>{t('admin.userProfile.saved')}</DoneAlert> : null}
      {alert}
      <UserFields form={form} groups={groupOptions} partners={partnerOptions} />
    </FormCard>
  );
}
