import { Badge, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { SeatAlert } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRow } from '@/ui/data-table/AddRow';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { EditPanel } from '@/ui/EditPanel';
import { FailureAlert } from '@/ui/FailureAlert';
import { NameField } from '@/ui/FormFields';
import { NamedChecks } from '@/ui/NamedChecks';
import { useFieldProps } from '@/ui/useFieldProps';
import {
  seatSettingQueries,
  useArchiveSaleType,
  useArchiveSeatAlert,
  useSaveSaleType,
  useSaveSeatAlert,
} from './queries';

/** Sale types; one is the default, which cannot be archived. */
export function SaleTypesPanel() {
  const { t } = useTranslation();
  const list = useQuery(seatSettingQueries.saleTypes());
  const save = useSaveSaleType();
  const archive = useArchiveSaleType();
  return (
    <Stack gap="xs">
      <FailureAlert error={save.error ?? archive.error} />
      <DataTable
        label={t('admin.seatSettings.tabs.saleTypes')}
        hideHeader
        {...queryRows(list)}
        empty={t('table.empty')}
        columns={[
          {
            id: 'name',
            header: t('admin.seatSettings.name'),
            cell: (s) => (
              <Group gap="xs">
                {s.name}
                {s.isDefault ? <Badge size="sm">{t('admin.seatSettings.saleTypes.default')}</Badge> : null}
              </Group>
            ),
          },
        ]}
        rowActions={(s) => [
          !s.isDefault && {
            label: t('admin.seatSettings.saleTypes.makeDefault'),
            onClick: () => save.mutate({ id: s.id, body: { name: s.name, isDefault: true } }),
          },
          { label: t('actions.archive'), danger: true, onClick: () => archive.mutate(s.id) },
        ]}
        after={
          <AddRow
            label={t('admin.seatSettings.saleTypes.new')}
            onAdd={(name, done) => save.mutate({ body: { name, isDefault: false } }, { onSuccess: done })}
          />
        }
      />
    </Stack>
  );
}

const newAlert = {
  name: '',
  externalId: '',
  message: '',
  htmlAllowed: false,
  requiresAcknowledgement: false,
};

function AlertModal({ alert, onClose }: { alert: SeatAlert | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSeatAlert();
  const form = useForm({
    initialValues: alert === 'new' ? newAlert : alert,
    validate: {
      name: (v) => (v.trim() ? null : t('fields.required')),
      message: (v) => (v.trim() ? null : t('fields.required')),
    },
  });
  const field = useFieldProps(form, 'admin.seatSettings.alerts');
  return (
    <EditPanel
      title={t('admin.seatSettings.alerts.one')}
      form={form}
      onClose={onClose}
      onSave={(v) =>
        save.mutateAsync({
          id: alert === 'new' ? undefined : alert.id,
          body: {
            name: v.name.trim(),
            externalId: v.externalId,
            message: v.message,
            htmlAllowed: v.htmlAllowed,
            requiresAcknowledgement: v.requiresAcknowledgement,
          },
        })
      }
    >
      <NameField form={form} label={t('admin.seatSettings.name')} />
      <TextInput {...field('externalId')} />
      <Textarea {...field('message')} required autosize minRows={3} />
      <NamedChecks
        form={form}
        labels="admin.seatSettings.alerts"
        names={['htmlAllowed', 'requiresAcknowledgement']}
      />
    </EditPanel>
  );
}

/** Seat alerts: a notice shown with a seat; HTML allowed or not, acknowledgement required or not. */
export function SeatAlertsPanel() {
  const { t } = useTranslation();
  const list = useQuery(seatSettingQueries.seatAlerts());
  const archive = useArchiveSeatAlert();
  const [editing, setEditing] = useState<SeatAlert | 'new' | null>(null);
  return (
    <Stack gap="xs">
      <DataTable
        label={t('admin.seatSettings.tabs.seatAlerts')}
        add={{ label: t('admin.seatSettings.alerts.add'), onClick: () => setEditing('new') }}
        {...queryRows(list)}
        empty={t('table.empty')}
        columns={[
          {
            id: 'name',
            header: t('admin.seatSettings.name'),
            sortable: true,
            cell: (a) => (
              <Group gap="xs">
                {a.name}
                {a.requiresAcknowledgement ? (
                  <Badge size="sm" color="orange">
                    {t('admin.seatSettings.alerts.ackBadge')}
                  </Badge>
                ) : null}
              </Group>
            ),
          },
          { id: 'externalId', header: t('admin.seatSettings.alerts.externalId') },
          {
            id: 'message',
            header: t('admin.seatSettings.alerts.message'),
            cell: (a) => (
              <Text size="sm" lineClamp={1}>
                {a.message}
              </Text>
            ),
          },
        ]}
        rowActions={(a) => [
          { label: t('actions.edit'), onClick: () => setEditing(a) },
          { label: t('actions.archive'), danger: true, onClick: () => archive.mutate(a.id) },
        ]}
      />
      {editing ? <AlertModal alert={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
