import { NumberInput, SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { MembershipLevel } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { archivedColumn } from '@/ui/data-table/column';
import { EditableSection } from '@/ui/data-table/EditableSection';
import { EditPanel } from '@/ui/EditPanel';
import { FormChecks } from '@/ui/FormChecks';
import { MoneyInput } from '@/ui/MoneyInput';
import { useFieldProps } from '@/ui/useFieldProps';
import { type LevelBody, membershipQueries, useSaveLevel } from './queries';

type Values = Omit<LevelBody, 'price'> & { price: number | null };

/** Account settings → memberships: levels with price, duration, renewal and the tags they give. */
export function MembershipLevelsTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(membershipQueries.levels());
  return (
    <EditableSection
      title={t('admin.memberships.levels.title')}
      intro={t('admin.memberships.levels.intro')}
      list={list}
      empty={t('admin.memberships.levels.empty')}
      columns={[
        { id: 'name', header: t('admin.memberships.fields.name') },
        {
          id: 'price',
          header: t('admin.memberships.fields.price'),
          align: 'right',
          cell: (l) => money(l.price),
        },
        {
          id: 'duration',
          header: t('admin.memberships.fields.durationMonths'),
          value: (l) => t('admin.memberships.months', { count: l.durationMonths }),
        },
        { id: 'tags', header: t('admin.memberships.fields.tags'), value: (l) => l.tags.join(', ') || '—' },
        archivedColumn(t('admin.memberships.fields.state'), {
          live: t('admin.memberships.onSale'),
          archived: t('admin.memberships.archived'),
        }),
      ]}
      newLabel={t('admin.memberships.levels.new')}
      panel={(level, close) => <LevelPanel level={level} onClose={close} />}
    />
  );
}

function LevelPanel({ level, onClose }: { level: MembershipLevel | { name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLevel();
  const existing = 'id' in level ? level : null;
  const form = useForm<Values>({
    initialValues: {
      name: level.name,
      description: existing?.description ?? '',
      price: existing?.price ?? null,
      durationMonths: existing?.durationMonths ?? 12,
      renewalWindowDays: existing?.renewalWindowDays ?? 30,
      reminderDays: existing?.reminderDays ?? 14,
      tags: existing?.tags ?? [],
      onlineSale: existing?.onlineSale ?? true,
      archived: existing?.archived ?? false,
    },
    validate: { price: (v) => (v === null ? t('fields.required') : null) },
  });
  const field = useFieldProps(form, 'admin.memberships.fields');
  return (
    <EditPanel
      title={existing ? t('admin.memberships.levels.edit') : t('admin.memberships.levels.new')}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync({ id: existing?.id, body: { ...v, price: v.price ?? 0 } })}
    >
      <TextInput {...field('name')} required maxLength={100} />
      <Textarea {...field('description')} maxLength={2000} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput
          label={t('admin.memberships.fields.price')}
          required
          value={form.values.price}
          onChange={(v) => form.setFieldValue('price', v)}
          error={form.errors.price}
        />
        <NumberInput {...field('durationMonths')} min={1} max={120} allowDecimal={false} />
        <NumberInput
          {...field('renewalWindowDays')}
          description={t('admin.memberships.fields.renewalWindowHint')}
          min={0}
          max={366}
          allowDecimal={false}
        />
        <NumberInput
          {...field('reminderDays')}
          description={t('admin.memberships.fields.reminderHint')}
          min={0}
          max={366}
          allowDecimal={false}
        />
      </SimpleGrid>
      <TagsInput {...field('tags')} description={t('admin.memberships.fields.tagsHint')} maxTags={20} />
      <FormChecks
        form={form}
        kind="switch"
        fields={[
          ['onlineSale', t('admin.memberships.fields.onlineSale')],
          ['archived', t('admin.memberships.fields.archived')],
        ]}
      />
    </EditPanel>
  );
}
