import { MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminBulkEmail,
  adminBulkEmailInput,
  BULK_EMAIL_MESSAGE_MAX,
  BULK_EMAIL_SUBJECT_MAX,
  listAdminBulkEmails,
  sendAdminBulkEmail,
} from '@tessera/contract';
import { type AdminRole, adminRoleIds } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueries } from '@/admin/users/queries';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { useSave } from '@/ui/EditPanel';
import { FormCard } from '@/ui/FormCard';
import { formatDateTime } from '@/ui/format';
import { PageHeader } from '@/ui/PageHeader';
import { DoneAlert } from '@/ui/StatusNotice';
import { schemaErrors } from '@/ui/schema-errors';
import { useFieldProps } from '@/ui/useFieldProps';
import { useLocale } from '@/ui/useLocale';

const bulkEmailKeys = { all: ['admin', 'tools', 'admin-bulk-emails'] as const };

interface Values {
  subject: string;
  message: string;
  roles: string[];
  userGroupIds: string[];
}

const bodyOf = (v: Values) => ({
  subject: v.subject,
  message: v.message,
  roles: v.roles as AdminRole[],
  userGroupIds: v.userGroupIds.map(Number),
});

/** /admin/v2/tools/send-admin-bulk-emails: a message to the account's staff, and what was sent before. */
export function AdminBulkEmailsPage() {
  const { t } = useTranslation();
  const history = useQuery({
    ...apiQuery(bulkEmailKeys.all, listAdminBulkEmails),
    // While messages go out, their counts move.
    refetchInterval: (query) => (query.state.data?.some((b) => b.pending > 0) ? 1_000 : false),
  });
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.tools.bulkEmails.title')} intro={t('admin.tools.bulkEmails.intro')} />
      <ComposeForm />
      <BulkEmailHistory list={history.data} error={history.error} onRetry={() => void history.refetch()} />
    </Stack>
  );
}

function ComposeForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const groups = useQuery(userQueries.groups());
  const [sent, setSent] = useState<AdminBulkEmail | null>(null);
  const send = useMutation({
    mutationFn: (values: Values) => callApi(sendAdminBulkEmail, { body: bodyOf(values) }),
    onSettled: () => client.invalidateQueries({ queryKey: bulkEmailKeys.all }),
  });
  const form = useForm<Values>({
    initialValues: { subject: '', message: '', roles: [], userGroupIds: [] },
    validate: (values) => schemaErrors(adminBulkEmailInput, bodyOf(values), locale),
  });
  const field = useFieldProps(form, 'admin.tools.bulkEmails');
  const { submit, saving, alert } = useSave({
    form,
    onSave: async (values: Values) => {
      setSent(null);
      setSent(await send.mutateAsync(values));
    },
    onSaved: () => form.reset(),
  });
  return (
    <FormCard
      title={t('admin.tools.bulkEmails.compose')}
      onSubmit={submit}
      maw={720}
      submit={t('admin.tools.bulkEmails.send')}
      pending={saving}
    >
      {sent ? <DoneAlert>{t('admin.tools.bulkEmails.queued', { count: sent.recipients })}</DoneAlert> : null}
      {alert}
      <TextInput {...field('subject')} required maxLength={BULK_EMAIL_SUBJECT_MAX} />
      <Textarea {...field('message')} required autosize minRows={5} maxLength={BULK_EMAIL_MESSAGE_MAX} />
      <MultiSelect
        {...field('roles')}
        description={t('admin.tools.bulkEmails.rolesHint')}
        placeholder={form.values.roles.length ? undefined : t('admin.tools.bulkEmails.everyRole')}
        data={adminRoleIds.map((id) => ({ value: id, label: t(`roles.${id}`) }))}
        clearable
      />
      <MultiSelect
        label={t('admin.tools.bulkEmails.userGroups')}
        description={t('admin.tools.bulkEmails.userGroupsHint')}
        placeholder={form.values.userGroupIds.length ? undefined : t('admin.tools.bulkEmails.everyGroup')}
        data={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
        searchable
        clearable
        {...form.getInputProps('userGroupIds')}
      />
    </FormCard>
  );
}

function BulkEmailHistory({
  list,
  error,
  onRetry,
}: {
  list: AdminBulkEmail[] | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const audience = (b: AdminBulkEmail) =>
    b.roles.length === 0 && b.userGroupIds.length === 0
      ? t('admin.tools.bulkEmails.everyone')
      : [
          ...b.roles.map((r) => t(`roles.${r}`)),
          ...(b.userGroupIds.length
            ? [t('admin.tools.bulkEmails.groupCount', { count: b.userGroupIds.length })]
            : []),
        ].join(', ');
  return (
    <DataTable
      title={t('admin.tools.bulkEmails.history')}
      label={t('admin.tools.bulkEmails.history')}
      rows={list}
      error={error}
      onRetry={onRetry}
      rowKey={(b) => b.id}
      empty={t('admin.tools.bulkEmails.none')}
      minWidth={640}
      columns={[
        {
          id: 'sentAt',
          header: t('admin.tools.bulkEmails.sentAt'),
          value: (b) => b.createdAt,
          cell: (b) => formatDateTime(b.createdAt, i18n.language),
        },
        { id: 'subject', header: t('admin.tools.bulkEmails.subject'), value: (b) => b.subject },
        { id: 'audience', header: t('admin.tools.bulkEmails.audience'), value: audience },
        { id: 'sentBy', header: t('admin.tools.bulkEmails.sentBy'), value: (b) => b.sentBy ?? '' },
        {
          id: 'delivery',
          header: t('admin.tools.bulkEmails.delivery'),
          value: (b) =>
            t('admin.tools.bulkEmails.counts', {
              sent: b.sent,
              recipients: b.recipients,
              failed: b.failed,
              pending: b.pending,
            }),
        },
      ]}
    />
  );
}
