import { Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { Season, SeasonPackage } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { eventQueries } from '@/admin/events/queries';
import { datedEventOptions } from '@/admin/sell/useEventOptions';
import { archivedColumn } from '@/ui/data-table/column';
import { EditableSection } from '@/ui/data-table/EditableSection';
import { EditPanel } from '@/ui/EditPanel';
import { FormChecks } from '@/ui/FormChecks';
import { MoneyInput } from '@/ui/MoneyInput';
import { useFieldProps } from '@/ui/useFieldProps';
import { seasonQueries, useSavePackage, useSaveSeason } from './queries';

/** Account settings → Seasons: the seasons with their events, then their season packages (decisions/0086). */
export function SeasonsTab() {
  return (
    <Stack gap="xl">
      <SeasonsSection />
      <SeasonPackagesSection />
    </Stack>
  );
}

function SeasonsSection() {
  const { t } = useTranslation();
  const list = useQuery(seasonQueries.seasons());
  return (
    <EditableSection
      title={t('admin.seasons.title')}
      intro={t('admin.seasons.intro')}
      list={list}
      empty={t('admin.seasons.empty')}
      columns={[
        { id: 'name', header: t('admin.seasons.fields.name') },
        {
          id: 'dates',
          header: t('admin.seasons.fields.dates'),
          value: (s) => t('admin.seasons.dateRange', { from: s.startsOn, to: s.endsOn }),
        },
        {
          id: 'events',
          header: t('admin.seasons.fields.events'),
          value: (s) => t('admin.seasons.eventCount', { count: s.eventIds.length }),
        },
        archivedColumn(t('admin.seasons.fields.state'), {
          live: t('admin.seasons.live'),
          archived: t('admin.seasons.archived'),
        }),
      ]}
      newLabel={t('admin.seasons.new')}
      panel={(season, close) => <SeasonPanel season={season} onClose={close} />}
    />
  );
}

type SeasonValues = { name: string; startsOn: string; endsOn: string; eventIds: string[]; archived: boolean };

function SeasonPanel({ season, onClose }: { season: Season | { name: string }; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSeason();
  const events = useQuery(eventQueries.list());
  const existing = 'id' in season ? season : null;
  const form = useForm<SeasonValues>({
    initialValues: {
      name: season.name,
      startsOn: existing?.startsOn ?? '',
      endsOn: existing?.endsOn ?? '',
      eventIds: existing?.eventIds.map(String) ?? [],
      archived: existing?.archived ?? false,
    },
    validate: {
      startsOn: (v) => (v ? null : t('fields.required')),
      endsOn: (v) => (v ? null : t('fields.required')),
    },
  });
  const field = useFieldProps(form, 'admin.seasons.fields');
  return (
    <EditPanel
      title={existing ? t('admin.seasons.edit') : t('admin.seasons.new')}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync({ id: existing?.id, body: { ...v, eventIds: v.eventIds.map(Number) } })}
    >
      <TextInput {...field('name')} required maxLength={100} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...field('startsOn')} type="date" required />
        <TextInput {...field('endsOn')} type="date" required />
      </SimpleGrid>
      <MultiSelect
        label={t('admin.seasons.fields.events')}
        description={t('admin.seasons.fields.eventsHint')}
        searchable
        data={datedEventOptions(events.data ?? [], i18n.language)}
        {...form.getInputProps('eventIds')}
      />
      <FormChecks form={form} kind="switch" fields={[['archived', t('admin.seasons.fields.archived')]]} />
    </EditPanel>
  );
}

/** `onRenewals`: a row action opening the package's renewals (the season packages page). */
export function SeasonPackagesSection({ onRenewals }: { onRenewals?: (pkg: SeasonPackage) => void } = {}) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(seasonQueries.packages());
  return (
    <EditableSection
      title={t('admin.seasons.packages.title')}
      intro={t('admin.seasons.packages.intro')}
      list={list}
      empty={t('admin.seasons.packages.empty')}
      columns={[
        { id: 'name', header: t('admin.seasons.packages.fields.name') },
        { id: 'seasonName', header: t('admin.seasons.packages.fields.season') },
        {
          id: 'kind',
          header: t('admin.seasons.packages.fields.kind'),
          value: (p) =>
            p.kind === 'flex'
              ? t('admin.seasons.packages.flexKind', { count: p.chooseCount ?? 0 })
              : t(`admin.seasons.packages.kinds.${p.kind}`),
        },
        {
          id: 'prices',
          header: t('admin.seasons.packages.fields.prices'),
          value: (p) => p.prices.map((x) => `${x.priceTypeName} ${money(x.price)}`).join(', '),
        },
        archivedColumn(t('admin.seasons.fields.state'), {
          live: t('admin.seasons.packages.onSale'),
          archived: t('admin.seasons.archived'),
        }),
      ]}
      newLabel={t('admin.seasons.packages.new')}
      moreActions={(p) => [
        onRenewals && { label: t('admin.seasons.renewals.open'), onClick: () => onRenewals(p) },
      ]}
      panel={(pkg, close) => <PackagePanel pkg={pkg} onClose={close} />}
    />
  );
}

type PackageValues = {
  seasonId: string | null;
  name: string;
  kind: 'fixed' | 'flex';
  chooseCount: number | string;
  prices: Record<string, number | null>;
  archived: boolean;
};

function PackagePanel({ pkg, onClose }: { pkg: SeasonPackage | { name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePackage();
  const seasons = useQuery(seasonQueries.seasons());
  const existing = 'id' in pkg ? pkg : null;
  const form = useForm<PackageValues>({
    initialValues: {
      seasonId: existing ? String(existing.seasonId) : null,
      name: pkg.name,
      kind: existing?.kind ?? 'fixed',
      chooseCount: existing?.chooseCount ?? '',
      prices: Object.fromEntries((existing?.prices ?? []).map((p) => [String(p.priceTypeId), p.price])),
      archived: existing?.archived ?? false,
    },
    validate: {
      seasonId: (v) => (v ? null : t('fields.required')),
      prices: (v) =>
        Object.values(v).some((p) => p !== null && p !== undefined)
          ? null
          : t('admin.seasons.packages.priceNeeded'),
    },
  });
  const field = useFieldProps(form, 'admin.seasons.packages.fields');
  const season = seasons.data?.find((s) => String(s.id) === form.values.seasonId);
  return (
    <EditPanel
      title={existing ? t('admin.seasons.packages.edit') : t('admin.seasons.packages.new')}
      form={form}
      onClose={onClose}
      onSave={(v) =>
        save.mutateAsync({
          id: existing?.id,
          body: {
            seasonId: Number(v.seasonId),
            name: v.name,
            kind: v.kind,
            chooseCount: v.kind === 'flex' && v.chooseCount !== '' ? Number(v.chooseCount) : null,
            archived: v.archived,
            prices: Object.entries(v.prices).flatMap(([id, price]) =>
              price === null || price === undefined ? [] : [{ priceTypeId: Number(id), price }],
            ),
          },
        })
      }
    >
      <Select
        label={t('admin.seasons.packages.fields.season')}
        required
        data={(seasons.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        {...form.getInputProps('seasonId')}
      />
      <TextInput {...field('name')} required maxLength={100} />
      <Select
        {...field('kind')}
        allowDeselect={false}
        data={(['fixed', 'flex'] as const).map((k) => ({
          value: k,
          label: t(`admin.seasons.packages.kinds.${k}`),
        }))}
      />
      {form.values.kind === 'flex' ? (
        <NumberInput
          {...field('chooseCount')}
          description={t('admin.seasons.packages.flexHint', { count: season?.eventIds.length ?? 0 })}
          required
          min={1}
          max={200}
          allowDecimal={false}
        />
      ) : (
        <Text size="sm">{t('admin.seasons.packages.fixedHint')}</Text>
      )}
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('admin.seasons.packages.fields.prices')}
        </Text>
        {season && season.priceTypes.length > 0 ? (
          season.priceTypes.map((type) => (
            <Group key={type.id} grow>
              <MoneyInput
                label={t('admin.seasons.packages.priceFor', { type: type.name })}
                value={form.values.prices[String(type.id)] ?? null}
                onChange={(v) => form.setFieldValue(`prices.${type.id}`, v)}
              />
            </Group>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.seasons.packages.noPriceTypes')}
          </Text>
        )}
        {form.errors.prices ? (
          <Text size="sm" c="red">
            {form.errors.prices}
          </Text>
        ) : null}
      </Stack>
      <FormChecks form={form} kind="switch" fields={[['archived', t('admin.seasons.fields.archived')]]} />
    </EditPanel>
  );
}
