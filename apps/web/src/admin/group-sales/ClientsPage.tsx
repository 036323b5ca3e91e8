import { ActionIcon, Group, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createGroupClient, type GroupClient, updateGroupClient } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { PartnerPicker } from '@/admin/sell/PartnerPicker';
import { callApi } from '@/api/client';
import { ListPage } from '@/ui/data-table/ListPage';
import { queryRows } from '@/ui/data-table/sources';
import { usePanelEditing } from '@/ui/data-table/usePanelEditing';
import { EditPanel } from '@/ui/EditPanel';
import { NameField } from '@/ui/FormFields';
import { AddRowButton } from '@/ui/RemoveButton';
import { groupSaleKeys, groupSaleQueries } from './queries';

type Editing = GroupClient | { name: string };
interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** /admin/v2/clients: group-sales clients, organisations with the people to talk to there. */
export function ClientsPage() {
  const { t } = useTranslation();
  const list = useQuery(groupSaleQueries.clients());
  const panel = usePanelEditing<GroupClient>();
  return (
    <ListPage
      title={t('groupSales.clients.title')}
      {...queryRows(list)}
      empty={t('groupSales.clients.empty')}
      columns={[
        { id: 'name', header: t('groupSales.clients.name'), sortable: true },
        {
          id: 'contacts',
          header: t('groupSales.clients.contacts'),
          value: (c) =>
            c.contacts.map((p) => [p.name, p.email, p.phone].filter(Boolean).join(' · ')).join('; ') || '—',
        },
        {
          id: 'partner',
          header: t('groupSales.clients.partner'),
          value: (c) => c.partnerName ?? '—',
          visibleFrom: 'sm',
        },
        {
          id: 'notes',
          header: t('groupSales.clients.notes'),
          value: (c) => c.notes || '—',
          visibleFrom: 'md',
        },
      ]}
      {...panel.tableProps(t('groupSales.clients.new'))}
    >
      {panel.editing ? <ClientPanel client={panel.editing} onClose={panel.close} /> : null}
    </ListPage>
  );
}

function ClientPanel({ client, onClose }: { client: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const existing = 'id' in client ? client : null;
  const form = useForm<{ name: string; notes: string; partnerId: string; contacts: Contact[] }>({
    initialValues: {
      name: client.name,
      notes: existing?.notes ?? '',
      partnerId: existing?.partnerId ? String(existing.partnerId) : '',
      contacts: existing?.contacts.length ? existing.contacts : [{ name: '', email: '', phone: '' }],
    },
  });
  const save = useMutation({
    mutationFn: (v: typeof form.values) => {
      const body = {
        ...v,
        partnerId: v.partnerId ? Number(v.partnerId) : null,
        contacts: v.contacts.filter((c) => c.name.trim() !== ''),
      };
      return existing
        ? callApi(updateGroupClient, { params: { clientId: existing.id }, body })
        : callApi(createGroupClient, { body });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupSaleKeys.all }),
  });
  return (
    <EditPanel
      title={existing ? t('groupSales.clients.edit') : t('groupSales.clients.new')}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync(v)}
      size="lg"
    >
      <NameField form={form} label={t('groupSales.clients.name')} maxLength={100} />
      <Textarea label={t('groupSales.clients.notes')} maxLength={2000} {...form.getInputProps('notes')} />
      <PartnerPicker
        label={t('groupSales.clients.partner')}
        description={t('groupSales.clients.partnerHint')}
        value={form.values.partnerId}
        onChange={(v) => form.setFieldValue('partnerId', v)}
        error={form.errors.partnerId as string | undefined}
      />
      <Text fw={600} size="sm">
        {t('groupSales.clients.contacts')}
      </Text>
      {form.values.contacts.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; their place is their identity here
        <Group key={i} align="end" wrap="wrap" gap="xs">
          <TextInput
            style={{ flex: '1 1 160px' }}
            label={t('groupSales.clients.contactName')}
            maxLength={100}
            {...form.getInputProps(`contacts.${i}.name`)}
          />
          <TextInput
            style={{ flex: '1 1 160px' }}
            label={t('fields.email.label')}
            type="email"
            maxLength={254}
            {...form.getInputProps(`contacts.${i}.email`)}
          />
          <TextInput
            style={{ flex: '1 1 120px' }}
            label={t('groupSales.clients.phone')}
            type="tel"
            maxLength={40}
            {...form.getInputProps(`contacts.${i}.phone`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('groupSales.clients.removeContact')}
            onClick={() => form.removeListItem('contacts', i)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <AddRowButton onClick={() => form.insertListItem('contacts', { name: '', email: '', phone: '' })}>
        {t('groupSales.clients.addContact')}
      </AddRowButton>
    </EditPanel>
  );
}
