import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The first line of a place's hover card on a seat map: its section, row and seat. */
export function PlaceHeading({
  section,
  row,
  seat,
}: {
  section: string | undefined;
  row: string | undefined;
  seat: string | number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={600}>
      {t('seatMap.place', { section, row, seat })}
    </Text>
  );
}
