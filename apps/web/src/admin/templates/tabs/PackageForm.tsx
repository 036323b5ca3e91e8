import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { TemplatePackage } from '@tessera/contract';
import { type PackagePricingMode, pricePackage } from '@tessera/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { NameField, NoteField } from '@/ui/FormFields';
import { MoneyInput } from '@/ui/MoneyInput';
import { RemoveButton } from '@/ui/RemoveButton';
import { applyServerErrors } from '@/ui/server-errors-form';
import { useFieldProps } from '@/ui/useFieldProps';
import type { PackageBody } from '../packages-queries';
import { templateQueries } from '../queries';

/**
 * One select holds what an item is: `pl:<priceLevelId>`, `pt:<priceTypeId>`, `p:<productId>`
 * or `v:<productId>:<variantId>`.
 */
type ItemRow = { ref: string | null; quantity: number; unitPrice: number };

function refOf(item: TemplatePackage['items'][number]): string {
  if (item.kind === 'PriceLevel') return `pl:${item.priceLevelId}`;
  if (item.kind === 'PriceType') return `pt:${item.priceTypeId}`;
  return item.productVariantId ? `v:${item.productId}:${item.productVariantId}` : `p:${item.productId}`;
}

function itemOf(row: ItemRow): PackageBody['items'][number] {
  const [kind, a, b] = (row.ref ?? '').split(':');
  const base = { quantity: row.quantity, unitPrice: row.unitPrice };
  if (kind === 'pl') return { ...base, kind: 'PriceLevel', priceLevelId: Number(a) };
  if (kind === 'pt') return { ...base, kind: 'PriceType', priceTypeId: Number(a) };
  return { ...base, kind: 'Product', productId: Number(a) || null, productVariantId: b ? Number(b) : null };
}

const emptyItem = (): ItemRow => ({ ref: null, quantity: 1, unitPrice: 0 });

/** Adds a package, or edits one: its name, how it is priced, and what it includes. */
export function PackageForm({
  templateId,
  editing,
  saving,
  onSave,
  onCancel,
}: {
  templateId: number;
  editing: TemplatePackage | null;
  saving: boolean;
  onSave: (body: PackageBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const priceLevels = useQuery(templateQueries.priceLevels(templateId));
  const priceTypes = useQuery(templateQueries.priceTypes(templateId));
  const products = useQuery(templateQueries.products(templateId));
  const [problem, setProblem] = useState<string | null>(null);
  const top = useRef<HTMLFormElement>(null);
  // Opening a package to edit brings its form into view.
  useEffect(() => {
    if (editing) top.current?.scrollIntoView({ block: 'start' });
  }, [editing]);
  const form = useForm({
    initialValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      pricingMode: (editing?.pricingMode ?? 'Package') as PackagePricingMode,
      price: (editing?.price ?? null) as number | null,
      items: editing
        ? editing.items.map((i): ItemRow => ({ ref: refOf(i), quantity: i.quantity, unitPrice: i.unitPrice }))
        : [emptyItem()],
    },
  });
  const field = useFieldProps(form, 'admin.packages');
  const v = form.values;
  const options = [
    {
      group: t('admin.packages.priceLevels'),
      items: (priceLevels.data ?? [])
        .filter((l) => !l.archived)
        .map((l) => ({
          value: `pl:${l.id}`,
          label: l.packageOnly ? t('admin.packages.packageOnlyLevel', { name: l.name }) : l.name,
        })),
    },
    {
      group: t('admin.packages.priceTypes'),
      items: (priceTypes.data ?? [])
        .filter((p) => !p.archived)
        .map((p) => ({ value: `pt:${p.id}`, label: p.name })),
    },
    {
      group: t('admin.packages.products'),
      items: (products.data ?? [])
        .filter((p) => !p.archived)
        .flatMap((p) => [
          { value: `p:${p.id}`, label: p.name },
          ...p.variants.map((variant) => ({
            value: `v:${p.id}:${variant.id}`,
            label: `${p.name} – ${variant.name}`,
          })),
        ]),
    },
  ];
  /** What the chosen level or product costs on its own, to start its price from. */
  const ownPrice = (ref: string | null) => {
    const [kind, id] = (ref ?? '').split(':');
    if (kind === 'pl') return (priceLevels.data ?? []).find((l) => l.id === Number(id))?.defaultPrice ?? null;
    if (kind === 'pt') return null;
    return (products.data ?? []).find((p) => p.id === Number(id))?.price ?? null;
  };
  const preview = pricePackage(
    v.pricingMode === 'Package' ? { mode: 'Package', price: v.price ?? 0 } : { mode: 'PerItem' },
    v.items.map((item, i) => ({ key: String(i), quantity: item.quantity, unitPrice: item.unitPrice })),
  );
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    form.clearErrors();
    try {
      await onSave({
        name: values.name,
        description: values.description,
        pricingMode: values.pricingMode,
        price: values.pricingMode === 'Package' ? values.price : null,
        items: values.items.map(itemOf),
      });
      if (!editing) form.reset();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('admin.templates.saveFailed')));
    }
  });
  const itemError = (i: number) =>
    form.errors[`items.${i}.priceLevelId`] ??
    form.errors[`items.${i}.priceTypeId`] ??
    form.errors[`items.${i}.productId`] ??
    form.errors[`items.${i}.productVariantId`];

  return (
    <Paper ref={top} p="lg" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={4}>
          {editing ? t('admin.packages.edit', { name: editing.name }) : t('admin.packages.add')}
        </Title>
        {problem ? <Text c="red">{problem}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NameField form={form} label={t('admin.templates.fields.name')} maxLength={100} />
          <NoteField {...field('description')} minRows={1} />
        </SimpleGrid>
        <Group align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('admin.packages.pricing')}
            </Text>
            <SegmentedControl
              value={v.pricingMode}
              onChange={(mode) => form.setFieldValue('pricingMode', mode as PackagePricingMode)}
              data={[
                { value: 'Package', label: t('admin.packages.modes.Package') },
                { value: 'PerItem', label: t('admin.packages.modes.PerItem') },
              ]}
            />
          </Stack>
          {v.pricingMode === 'Package' ? (
            <MoneyInput
              label={t('admin.packages.price')}
              required
              w={180}
              value={v.price}
              onChange={(price) => form.setFieldValue('price', price)}
              error={form.errors.price}
            />
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`admin.packages.modes.${v.pricingMode}Hint`)}
        </Text>
        <Text fw={600}>{t('admin.packages.items')}</Text>
        {v.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by their index
          <Group key={`item-${i}`} align="flex-start" wrap="nowrap">
            <Select
              label={t('admin.packages.item')}
              placeholder={t('admin.packages.itemPlaceholder')}
              searchable
              data={options}
              w={280}
              value={item.ref}
              onChange={(ref) => {
                form.setFieldValue(`items.${i}.ref`, ref);
                const price = ownPrice(ref);
                if (price !== null && item.unitPrice === 0) form.setFieldValue(`items.${i}.unitPrice`, price);
              }}
              error={itemError(i)}
            />
            <NumberInput
              label={t('admin.packages.quantity')}
              min={1}
              max={100}
              allowDecimal={false}
              w={110}
              {...form.getInputProps(`items.${i}.quantity`)}
            />
            <MoneyInput
              label={t('admin.packages.unitPrice')}
              w={150}
              value={item.unitPrice}
              onChange={(price) => form.setFieldValue(`items.${i}.unitPrice`, price ?? 0)}
              error={form.errors[`items.${i}.unitPrice`]}
            />
            <Stack gap={0} mt={26} miw={150}>
              <Text size="xs" c="dimmed">
                {v.pricingMode === 'Package' ? t('admin.packages.share') : t('admin.packages.lineTotal')}
              </Text>
              <Text size="sm" fw={600}>
                {money(preview.lines[i]?.amount ?? 0)}
              </Text>
            </Stack>
            <RemoveButton
              mt={28}
              disabled={v.items.length === 1}
              label={t('admin.packages.removeItem', { n: i + 1 })}
              onClick={() => form.removeListItem('items', i)}
            />
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('admin.packages.unitPriceHint')}
        </Text>
        <Group justify="space-between">
          <Button variant="light" size="xs" onClick={() => form.insertListItem('items', emptyItem())}>
            {t('admin.packages.addItem')}
          </Button>
          <Group>
            <Text size="sm">{t('admin.packages.totalPreview', { amount: money(preview.total) })}</Text>
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('actions.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={saving}>
              {editing ? t('actions.save') : t('actions.add')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
