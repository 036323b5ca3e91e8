import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { SeatAlert } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { applyServerErrors } from '@/ui/server-errors-form';
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
  const [name, setName] = useState('');
  const failure = save.error ?? archive.error;
  return (
    <Stack gap="xs">
      {failure ? (
        <Alert color="red">{isApiError(failure) ? failure.message : t('errors.common.internal')}</Alert>
      ) : null}
      <Paper withBorder radius="md" p={0}>
        <Table>
          <Table.Tbody>
            {(list.data ?? []).map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Group gap="xs">
                    {s.name}
                    {s.isDefault ? (
                      <Badge size="sm">{t('admin.seatSettings.saleTypes.default')}</Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Group gap="xs" justify="flex-end">
                    {!s.isDefault ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => save.mutate({ id: s.id, body: { name: s.name, isDefault: true } })}
                      >
                        {t('admin.seatSettings.saleTypes.makeDefault')}
                      </Button>
                    ) : null}
                    <Button size="xs" variant="subtle" color="red" onClick={() => archive.mutate(s.id)}>
                      {t('actions.archive')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <TextInput
            aria-label={t('admin.seatSettings.saleTypes.new')}
            placeholder={t('admin.seatSettings.saleTypes.new')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button
            variant="light"
            disabled={!name.trim()}
            onClick={() =>
              save.mutate({ body: { name: name.trim(), isDefault: false } }, { onSuccess: () => setName('') })
            }
          >
            {t('actions.add')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

function AlertModal({ alert, onClose }: { alert: SeatAlert | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSeatAlert();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues:
      alert === 'new'
        ? { name: '', externalId: '', message: '', htmlAllowed: false, requiresAcknowledgement: false }
        : alert,
    validate: {
      name: (v) => (v.trim() ? null : t('fields.required')),
      message: (v) => (v.trim() ? null : t('fields.required')),
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync({
        id: alert === 'new' ? undefined : alert.id,
        body: {
          name: v.name.trim(),
          externalId: v.externalId,
          message: v.message,
          htmlAllowed: v.htmlAllowed,
          requiresAcknowledgement: v.requiresAcknowledgement,
        },
      });
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.seatSettings.alerts.one')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem ? <Text c="red">{problem}</Text> : null}
          <TextInput
            label={t('admin.seatSettings.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('admin.seatSettings.alerts.externalId')}
            {...form.getInputProps('externalId')}
          />
          <Textarea
            label={t('admin.seatSettings.alerts.message')}
            required
            autosize
            minRows={3}
            {...form.getInputProps('message')}
          />
          <Checkbox
            label={t('admin.seatSettings.alerts.htmlAllowed')}
            {...form.getInputProps('htmlAllowed', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('admin.seatSettings.alerts.requiresAcknowledgement')}
            {...form.getInputProps('requiresAcknowledgement', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
      <Group justify="flex-end">
        <Button variant="light" onClick={() => setEditing('new')}>
          {t('admin.seatSettings.alerts.add')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p={0}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.seatSettings.name')}</Table.Th>
              <Table.Th>{t('admin.seatSettings.alerts.externalId')}</Table.Th>
              <Table.Th>{t('admin.seatSettings.alerts.message')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Group gap="xs">
                    {a.name}
                    {a.requiresAcknowledgement ? (
                      <Badge size="sm" color="orange">
                        {t('admin.seatSettings.alerts.ackBadge')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{a.externalId}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {a.message}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="subtle" onClick={() => setEditing(a)}>
                      {t('actions.edit')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => archive.mutate(a.id)}>
                      {t('actions.archive')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {editing ? <AlertModal alert={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
