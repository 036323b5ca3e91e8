import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { AccountSettingsInput } from '@tessera/contract';
import { type AdaSeatType, adaSeatTypes } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { RemoveButton } from '@/ui/RemoveButton';

type Tags = AccountSettingsInput['nimbusDisabilityTags'];

/** Access-card integration: which customer tag each disability type maps to. */
export function DisabilityTagsField({ value, onChange }: { value: Tags; onChange: (next: Tags) => void }) {
  const { t } = useTranslation();
  // One tag per disability type: a new row takes the first type not mapped yet.
  const unused = adaSeatTypes.find((type) => !value.some((r) => r.disabilityType === type));
  const replace = (index: number, row: Tags[number]) =>
    onChange(value.map((r, i) => (i === index ? row : r)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('admin.accountSettings.fields.nimbusDisabilityTags')}
      </Text>
      {value.map((row, index) => (
        <Group key={row.disabilityType} gap="xs" align="flex-end">
          <Select
            aria-label={t('admin.accountSettings.disabilityType')}
            data={adaSeatTypes.map((type) => ({
              value: type,
              label: t(`admin.accountSettings.ada.${type}`),
            }))}
            value={row.disabilityType}
            onChange={(type) =>
              replace(index, { ...row, disabilityType: (type ?? 'Wheelchair') as AdaSeatType })
            }
            allowDeselect={false}
            w={220}
          />
          <TextInput
            aria-label={t('admin.accountSettings.customerTag')}
            placeholder={t('admin.accountSettings.customerTag')}
            value={row.customerTag}
            onChange={(e) => replace(index, { ...row, customerTag: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <RemoveButton
            size="lg"
            label={t('actions.remove')}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={unused === undefined}
          onClick={() => unused && onChange([...value, { disabilityType: unused, customerTag: '' }])}
        >
          {t('admin.accountSettings.addMapping')}
        </Button>
      </Group>
    </Stack>
  );
}
