import { ColorInput, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EventTemplate, TemplateChoices, TemplatePriceLevel } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { EditPanel } from '@/ui/EditPanel';
import { IdSelect, NameField } from '@/ui/FormFields';
import { MoneyInput } from '@/ui/MoneyInput';
import { NamedChecks } from '@/ui/NamedChecks';
import { nextPriceLevelColor } from '@/ui/price-level-palette';
import { useFieldProps } from '@/ui/useFieldProps';
import { useSaveTemplatePriceLevel } from '../queries';

const blank = {
  name: '',
  color: '#1971c2',
  zone: '',
  defaultPrice: 0,
  retailPrice: null as number | null,
  saleTypeId: null as number | null,
  customerTags: [] as string[],
  membershipTags: [] as string[],
  packageOnly: false,
};

/** Adds or edits a template price level: every field the spec names, in one dialog. */
export function PriceLevelForm({
  template,
  level,
  usedColors = [],
  saleTypes,
  onClose,
}: {
  template: EventTemplate;
  level: TemplatePriceLevel | null;
  /** Colours of the template's other levels: a new level takes the palette's next one. */
  usedColors?: readonly string[];
  saleTypes: TemplateChoices['saleTypes'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTemplatePriceLevel(template.id);
  const form = useForm({
    initialValues: level
      ? {
          name: level.name,
          color: level.color,
          zone: level.zone,
          defaultPrice: level.defaultPrice,
          retailPrice: level.retailPrice,
          saleTypeId: level.saleTypeId,
          customerTags: level.customerTags,
          membershipTags: level.membershipTags,
          packageOnly: level.packageOnly,
        }
      : { ...blank, color: nextPriceLevelColor(usedColors) },
  });
  const field = useFieldProps(form, 'admin.templates.priceLevels');
  return (
    <EditPanel
      onClose={onClose}
      size="lg"
      title={
        level
          ? t('admin.templates.priceLevels.editTitle', { name: level.name })
          : t('admin.templates.priceLevels.add')
      }
      form={form}
      fallback={t('admin.templates.saveFailed')}
      onSave={(values) => save.mutateAsync({ id: level?.id, body: values })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NameField form={form} label={t('admin.templates.fields.name')} maxLength={60} />
        <ColorInput {...field('color')} />
        <TextInput
          {...field('zone')}
          description={t('admin.templates.priceLevels.zoneHint')}
          maxLength={60}
        />
        <IdSelect
          label={t('admin.templates.priceLevels.saleType')}
          placeholder={t('admin.templates.priceLevels.noSaleType')}
          form={form}
          field="saleTypeId"
          options={saleTypes}
        />
        <MoneyInput
          label={t('admin.templates.priceLevels.defaultPrice')}
          required
          value={form.values.defaultPrice}
          onChange={(v) => form.setFieldValue('defaultPrice', v ?? 0)}
          error={form.errors.defaultPrice}
        />
        <MoneyInput
          label={t('admin.templates.priceLevels.retailPrice')}
          description={t('admin.templates.priceLevels.retailHint')}
          value={form.values.retailPrice}
          onChange={(v) => form.setFieldValue('retailPrice', v)}
          error={form.errors.retailPrice}
        />
        <TagsInput
          {...field('customerTags')}
          description={t('admin.templates.priceLevels.tagsHint')}
          maxTags={50}
        />
        <TagsInput
          {...field('membershipTags')}
          description={t('admin.templates.priceLevels.tagsHint')}
          maxTags={50}
        />
      </SimpleGrid>
      <NamedChecks form={form} kind="switch" labels="admin.templates.priceLevels" names={['packageOnly']} />
    </EditPanel>
  );
}
