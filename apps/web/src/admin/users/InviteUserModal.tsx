import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { inviteUserInput } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { partnerQueries } from '@/admin/partners/queries';
import { EditPanel } from '@/ui/EditPanel';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { useInviteUser, userQueries } from './queries';
import { UserFields, userBody } from './UserFields';

const empty = { email: '', firstName: '', lastName: '', role: 'CallCenter', userGroupId: '', partnerId: '' };

/** Invites a user: the server emails a single-use link to choose a password. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const groups = useQuery({ ...userQueries.groups(), enabled: opened });
  const partners = useQuery({ ...partnerQueries.choices(), enabled: opened });
  const invite = useInviteUser();
  const body = (values: typeof empty) => ({ ...userBody(values), email: values.email.trim() });
  const form = useForm({
    initialValues: empty,
    validate: (values) => schemaErrors(inviteUserInput, body(values), locale),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <EditPanel
      opened={opened}
      onClose={close}
      title={t('admin.users.invite.title')}
      size="lg"
      submitLabel={t('admin.users.invite.send')}
      form={form}
      onSave={(values) => invite.mutateAsync(body(values) as never)}
    >
      <TextInput
        label={t('fields.email.label')}
        type="email"
        required
        data-autofocus
        {...form.getInputProps('email')}
      />
      <UserFields
        form={form}
        groups={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
        partners={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
      />
    </EditPanel>
  );
}
