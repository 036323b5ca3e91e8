import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EventDetail } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '@/ui/server-errors-form';
import { useCopyEvent } from './queries';

/** Copies an event to a new date: fields, dates moved alike, price levels; fresh seats if it has any. */
export function CopyEventDialog({ event, onClose }: { event: EventDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useCopyEvent(event.id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: event.name, localDate: '' },
    validate: {
      name: (v) => (v.trim() ? null : t('fields.required')),
      localDate: (v) => (v ? null : t('fields.required')),
    },
  });
  const submit = form.onSubmit(async (v) => {
    setProblem(null);
    try {
      const created = await copy.mutateAsync({ name: v.name.trim(), localDate: v.localDate });
      onClose();
      navigate(`/admin/v2/event/${created.id}`);
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.events.copy.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {event.seatsGenerated ? t('admin.events.copy.introSeats') : t('admin.events.copy.intro')}
          </Text>
          {problem ? (
            <Alert color="red" variant="light">
              {problem}
            </Alert>
          ) : null}
          <TextInput
            label={t('admin.events.fields.name')}
            required
            maxLength={200}
            {...form.getInputProps('name')}
          />
          <TextInput
            type="datetime-local"
            label={t('admin.events.copy.newDate')}
            description={t('admin.events.dates.venueTime', { zone: event.timezone })}
            required
            {...form.getInputProps('localDate')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={copy.isPending}>
              {t('admin.events.copy.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
