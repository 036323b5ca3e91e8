import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EventDetail } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateTimeInput } from '@/ui/DateTimeInput';
import { EditPanel } from '@/ui/EditPanel';
import { NameField } from '@/ui/FormFields';
import { useCopyEvent } from './queries';

/** Copies an event to a new date: fields, dates moved alike, price levels; fresh seats if it has any. */
export function CopyEventDialog({ event, onClose }: { event: EventDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useCopyEvent(event.id);
  const form = useForm({
    initialValues: { name: event.name, localDate: '' },
    validate: {
      name: (v) => (v.trim() ? null : t('fields.required')),
      localDate: (v) => (v ? null : t('fields.required')),
    },
  });
  return (
    <EditPanel
      onClose={onClose}
      title={t('admin.events.copy.title')}
      submitLabel={t('admin.events.copy.submit')}
      form={form}
      onSave={async (v) => {
        const created = await copy.mutateAsync({ name: v.name.trim(), localDate: v.localDate });
        navigate(`/admin/v2/event/${created.id}`);
      }}
    >
      <Text size="sm" c="dimmed">
        {event.seatsGenerated ? t('admin.events.copy.introSeats') : t('admin.events.copy.intro')}
      </Text>
      <NameField form={form} label={t('admin.events.fields.name')} maxLength={200} />
      <DateTimeInput
        label={t('admin.events.copy.newDate')}
        description={t('admin.events.dates.venueTime', { zone: event.timezone })}
        required
        {...form.getInputProps('localDate')}
      />
    </EditPanel>
  );
}
