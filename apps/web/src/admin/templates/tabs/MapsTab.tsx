import { MultiSelect, Select, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { templateQueries } from '../queries';
import { SectionShell } from '../SectionShell';
import { useSectionForm } from '../useSectionForm';

/** Tab "maps": which venue maps the template's events use, and the one a new event starts with. */
export function MapsTab({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, shell } = useSectionForm(template, 'maps');
  const choices = useQuery(templateQueries.choices(template.id));
  const maps = choices.data?.maps ?? [];
  const label = (id: number) => {
    const map = maps.find((m) => m.id === id);
    if (!map) return String(id);
    const name = `${map.venueName} · ${map.name}`;
    return map.archived ? t('admin.templates.maps.archivedMap', { name }) : name;
  };
  // Archived maps stay listed only while the tab still names them, so they can be taken out.
  const options = maps
    .filter((m) => !m.archived || form.values.mapIds.includes(m.id))
    .map((m) => ({ value: String(m.id), label: label(m.id) }));
  const chosen = form.values.mapIds.map(String);
  return (
    <SectionShell {...shell} intro={t('admin.templates.maps.intro')}>
      {maps.length === 0 && choices.isSuccess ? (
        <Text c="dimmed" size="sm">
          {t('admin.templates.maps.none')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MultiSelect
          label={t('admin.templates.maps.maps')}
          placeholder={chosen.length ? undefined : t('admin.templates.maps.pick')}
          searchable
          data={options}
          value={chosen}
          onChange={(values) => {
            const ids = values.map(Number);
            form.setFieldValue('mapIds', ids);
            if (form.values.defaultMapId !== null && !ids.includes(form.values.defaultMapId)) {
              form.setFieldValue('defaultMapId', null);
            }
          }}
          error={
            form.errors.mapIds ?? Object.entries(form.errors).find(([k]) => k.startsWith('mapIds.'))?.[1]
          }
        />
        <Select
          label={t('admin.templates.maps.defaultMap')}
          description={t('admin.templates.maps.defaultHint')}
          placeholder={t('admin.templates.maps.noDefault')}
          clearable
          data={chosen.map((id) => ({ value: id, label: label(Number(id)) }))}
          value={form.values.defaultMapId === null ? null : String(form.values.defaultMapId)}
          onChange={(v) => form.setFieldValue('defaultMapId', v === null ? null : Number(v))}
          error={form.errors.defaultMapId}
        />
      </SimpleGrid>
    </SectionShell>
  );
}
