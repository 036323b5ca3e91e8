import { Button, Group, Stack } from '@mantine/core';
import type { SeasonRenewal } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/ui/Section';
import { RenewalEventsSelect } from './RenewalEventsSelect';

/**
 * Box office renewal of a flex package (decisions/0119): the holder's N events chosen among
 * those their seat is held in, then the renewal goes into the seller's basket.
 */
export function RenewalEventsChoice({
  renewal,
  renewing,
  onRenew,
  onClose,
}: {
  renewal: SeasonRenewal;
  renewing: boolean;
  onRenew: (eventIds: number[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [events, setEvents] = useState<string[]>([]);
  return (
    <Section
      title={t('admin.seasons.renewals.choose.title', { name: renewal.customerName })}
      intro={t('admin.seasons.renewals.choose.intro', {
        place: t('seatMap.place', { section: renewal.section, row: renewal.row, seat: renewal.seat }),
      })}
    >
      <Stack gap="sm" data-testid="renewal-events">
        <RenewalEventsSelect renewal={renewal} value={events} onChange={setEvents} />
        <Group>
          <Button
            disabled={events.length !== renewal.chooseCount}
            loading={renewing}
            onClick={() => onRenew(events.map(Number))}
          >
            {t('admin.seasons.renewals.choose.renew')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('admin.seasons.renewals.choose.cancel')}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
