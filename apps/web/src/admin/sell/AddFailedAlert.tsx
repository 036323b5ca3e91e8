import { Alert, Stack, Text } from '@mantine/core';
import type { SellSeats } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What every way of adding an event's seats to the basket is given. */
export type SeatPanelProps = {
  data: SellSeats;
  channel: StaffSalesChannel;
  priceTypeId: number | null;
};

/** Why the last add to the basket was refused, until the seller closes it. */
export function AddFailedAlert({ add }: { add: { error: Error | null; reset: () => void } }) {
  const { t } = useTranslation();
  if (!add.error) return null;
  return (
    <Alert color="red" title={t('admin.sell.addFailed')} withCloseButton onClose={() => add.reset()}>
      {add.error.message}
    </Alert>
  );
}

/** Why the last change to the basket's lines was refused, until the seller closes it. */
export function ChangeFailedAlert({ change }: { change: { error: Error | null; reset: () => void } }) {
  if (!change.error) return null;
  return (
    <Alert color="red" withCloseButton onClose={() => change.reset()}>
      {change.error.message}
    </Alert>
  );
}

/** A sell tab's offers to add to the basket: what they are, why the last add was refused, then the list. */
export function OfferList({
  intro,
  label,
  add,
  children,
}: {
  intro: string;
  label: string;
  add: { error: Error | null; reset: () => void };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <AddFailedAlert add={add} />
      <Stack gap="xs" role="list" aria-label={label}>
        {children}
      </Stack>
    </Stack>
  );
}
