import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { mapQueries } from '@/admin/maps/queries';
import { venueQueries } from '@/admin/venues/queries';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { applyServerErrors } from '@/ui/server-errors-form';
import { eventQueries, useCreateEvent } from './queries';

function NewEventModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const venues = useQuery(venueQueries.all());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', venueId: '', mapId: '', startsAt: '', dontLeaveSingleSeats: false },
    validate: {
      name: (v) => (v.trim() ? null : t('fields.required')),
      venueId: (v) => (v ? null : t('fields.required')),
      startsAt: (v) => (v ? null : t('fields.required')),
    },
  });
  const maps = useQuery({
    ...mapQueries.list(Number(form.values.venueId) || null),
    enabled: Boolean(form.values.venueId),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const event = await create.mutateAsync({
        name: v.name.trim(),
        venueId: Number(v.venueId),
        mapId: v.mapId ? Number(v.mapId) : null,
        startsAt: new Date(v.startsAt).toISOString(),
        dontLeaveSingleSeats: v.dontLeaveSingleSeats,
      });
      navigate(`/admin/v2/event/${event.id}`);
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.events.list.new')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem ? <Text c="red">{problem}</Text> : null}
          <TextInput
            label={t('admin.events.fields.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('admin.events.fields.venue')}
            required
            data={(venues.data?.items ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
            {...form.getInputProps('venueId')}
            onChange={(v) => form.setValues({ venueId: v ?? '', mapId: '' })}
          />
          <Select
            label={t('admin.events.fields.map')}
            data={(maps.data ?? []).map((m) => ({
              value: String(m.id),
              label: `${m.name} (${m.seatCount})`,
            }))}
            disabled={!form.values.venueId}
            clearable
            {...form.getInputProps('mapId')}
          />
          <TextInput
            type="datetime-local"
            label={t('admin.events.fields.startsAt')}
            required
            {...form.getInputProps('startsAt')}
          />
          <Checkbox
            label={t('admin.events.fields.dontLeaveSingleSeats')}
            {...form.getInputProps('dontLeaveSingleSeats', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /admin/v2/events: events by start date, with whether their seats exist yet. */
export function EventsListPage() {
  const { t, i18n } = useTranslation();
  const events = useQuery(eventQueries.list());
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={6}>
          <Title order={1}>{t('admin.events.list.title')}</Title>
          <Text c="dimmed">{t('admin.events.list.intro')}</Text>
        </Stack>
        <Button onClick={() => setCreating(true)}>{t('admin.events.list.new')}</Button>
      </Group>
      {events.isError ? (
        <ErrorDetails error={events.error} onRetry={() => void events.refetch()} />
      ) : !events.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
          {events.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('admin.events.list.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.events.fields.name')}</Table.Th>
                    <Table.Th>{t('admin.events.fields.startsAt')}</Table.Th>
                    <Table.Th>{t('admin.events.fields.venue')}</Table.Th>
                    <Table.Th>{t('admin.events.fields.seats')}</Table.Th>
                    <Table.Th>{t('admin.events.fields.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {events.data.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        <Link to={`/admin/v2/event/${e.id}`}>{e.name}</Link>
                      </Table.Td>
                      <Table.Td>{formatDateTime(e.startsAt, i18n.language, e.timezone)}</Table.Td>
                      <Table.Td>{e.venueName}</Table.Td>
                      <Table.Td>{e.seatsGenerated ? e.seatTotal : t('admin.events.detail.noSeats')}</Table.Td>
                      <Table.Td>
                        <Badge color={e.active ? 'teal' : 'gray'} variant="light">
                          {e.active ? t('admin.events.detail.active') : t('admin.events.detail.inactive')}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
      {creating ? <NewEventModal onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
