import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The venue whose events and days the dashboard counts; shown only when the account has more
 * than one venue. Empty: every venue, in the first venue's days.
 */
export function VenuePicker({
  venues,
  value,
  onChange,
}: {
  venues: readonly { id: number; name: string }[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  if (venues.length < 2) return null;
  return (
    <Select
      label={t('admin.dashboard.sales.venue')}
      placeholder={t('admin.dashboard.sales.allVenues')}
      data={venues.map((v) => ({ value: String(v.id), label: v.name }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      clearable
      w={{ base: '100%', xs: 220 }}
    />
  );
}
