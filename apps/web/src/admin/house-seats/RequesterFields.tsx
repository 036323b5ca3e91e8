import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { type HouseSeatRelationship, houseSeatRelationships } from '@tessera/domain';
import { useTranslation } from 'react-i18next';

/** Who house seats are requested for: a name, an email and how they relate to the event. */
export type Requester = { name: string; email: string; relationship: HouseSeatRelationship };

type RequesterFieldsProps = { value: Requester; onChange: (value: Requester) => void };

/** The requester's name, email and relationship, side by side on a house-seat request. */
export function RequesterFields({ value, onChange }: RequesterFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label={t('houseSeats.fields.name')}
        required
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
      />
      <TextInput
        label={t('houseSeats.fields.email')}
        type="email"
        required
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
      />
      <Select
        label={t('houseSeats.fields.relationship')}
        data={houseSeatRelationships.map((r) => ({
          value: r,
          label: t(`houseSeats.relationship.${r}`),
        }))}
        value={value.relationship}
        allowDeselect={false}
        onChange={(v) => v && onChange({ ...value, relationship: v as HouseSeatRelationship })}
      />
    </SimpleGrid>
  );
}
