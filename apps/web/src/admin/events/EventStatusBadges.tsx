import { Badge } from '@mantine/core';
import type { EventDetail } from '@tessera/contract';
import { useTranslation } from 'react-i18next';

/** Whether an event is on sale, and its status when it is not simply scheduled. */
export function EventStatusBadges({ event }: { event: { active: boolean; status: EventDetail['status'] } }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={event.active ? 'teal' : 'gray'} variant="light">
        {event.active ? t('admin.events.detail.active') : t('admin.events.detail.inactive')}
      </Badge>
      {event.status !== 'Scheduled' ? (
        <Badge color="orange" variant="light">
          {t(`admin.events.statuses.${event.status}`)}
        </Badge>
      ) : null}
    </>
  );
}
