import { Button, Group, NumberInput, Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { getGroupPriceTiers, setGroupPriceTiers } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { EditPanel } from '@/ui/EditPanel';
import { FailureAlert } from '@/ui/FailureAlert';
import { AddRowButton } from '@/ui/RemoveButton';
import { groupSaleKeys } from './queries';
import { useRefreshing } from './useRefreshing';

interface TierLine {
  kind: 'seats' | 'percent';
  value: number | string;
  discount: number | string;
}

/** Group pricing (account settings): the discount a group gets once its size reaches a threshold. */
export function PricingPanel({ onClose }: { onClose: () => void }) {
  const tiers = useQuery({
    queryKey: [...groupSaleKeys.all, 'tiers'],
    queryFn: () => callApi(getGroupPriceTiers),
  });
  if (!tiers.data) return <FailureAlert error={tiers.error} />;
  return <PricingForm initial={tiers.data} onClose={onClose} />;
}

function PricingForm({
  initial,
  onClose,
}: {
  initial: Awaited<ReturnType<typeof callApi<typeof getGroupPriceTiers>>>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ tiers: TierLine[] }>({
    initialValues: {
      tiers: initial.map((x) => ({
        kind: x.threshold.kind,
        value: x.threshold.value,
        discount: x.discountBp / 100,
      })),
    },
  });
  const save = useRefreshing((v: typeof form.values) =>
    callApi(setGroupPriceTiers, {
      body: {
        tiers: v.tiers.map((x) => ({
          threshold: { kind: x.kind, value: Number(x.value) },
          discountBp: Math.round(Number(x.discount) * 100),
        })),
      },
    }),
  );
  return (
    <EditPanel
      title={t('groupSales.pricing.title')}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync(v)}
      size="lg"
    >
      <Text size="sm">{t('groupSales.pricing.intro')}</Text>
      {form.values.tiers.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their place is their identity here
        <Group key={i} align="end" wrap="nowrap" gap="xs">
          <Select
            label={t('groupSales.pricing.kind')}
            data={[
              { value: 'seats', label: t('groupSales.pricing.seats') },
              { value: 'percent', label: t('groupSales.pricing.percent') },
            ]}
            allowDeselect={false}
            {...form.getInputProps(`tiers.${i}.kind`)}
          />
          <NumberInput
            label={t('groupSales.pricing.threshold')}
            min={1}
            {...form.getInputProps(`tiers.${i}.value`)}
          />
          <NumberInput
            label={t('groupSales.pricing.discount')}
            min={0}
            max={100}
            decimalScale={2}
            {...form.getInputProps(`tiers.${i}.discount`)}
          />
          <Button variant="subtle" color="red" onClick={() => form.removeListItem('tiers', i)}>
            {t('groupSales.pricing.remove')}
          </Button>
        </Group>
      ))}
      <AddRowButton onClick={() => form.insertListItem('tiers', { kind: 'seats', value: 10, discount: 10 })}>
        {t('groupSales.pricing.add')}
      </AddRowButton>
    </EditPanel>
  );
}
