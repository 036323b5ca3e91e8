import { Alert, Button, Group, MultiSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addBestSeatsToBasket } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { MoneyInput } from '@/ui/MoneyInput';
import { applyServerErrors } from '@/ui/server-errors-form';
import { useFieldProps } from '@/ui/useFieldProps';
import type { SeatPanelProps } from './AddFailedAlert';
import { useBasketAction } from './useBasketAction';

/** Best available: the best seats together for a quantity, within price levels and a maximum price. */
export function BestAvailableForm({ data, channel, priceTypeId }: SeatPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const add = useBasketAction(channel, data.event.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const form = useForm({
    initialValues: {
      quantity: 2 as number | string,
      priceLevelIds: [] as string[],
      maxPrice: null as number | null,
    },
    validate: {
      quantity: (v) =>
        Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 100 ? null : t('fields.invalid'),
    },
  });
  const field = useFieldProps(form, 'admin.sell.best');
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setAdded(null);
    try {
      await add.mutateAsync((basketId) =>
        callApi(addBestSeatsToBasket, {
          params: { basketId },
          body: {
            eventId: data.event.id,
            priceTypeId,
            quantity: Number(values.quantity),
            priceLevelIds: values.priceLevelIds.map(Number),
            maxPrice: values.maxPrice,
          },
        }),
      );
      setAdded(Number(values.quantity));
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <Text size="sm" c="dimmed">
          {t('admin.sell.best.intro')}
        </Text>
        {problem ? (
          <Alert color="red" title={t('admin.sell.addFailed')}>
            {problem}
          </Alert>
        ) : null}
        {added ? (
          <Alert color="teal" role="status">
            {t('admin.sell.best.added', { count: added })}
          </Alert>
        ) : null}
        <Group grow align="flex-start">
          <NumberInput {...field('quantity')} min={1} max={100} allowDecimal={false} />
          <MoneyInput
            label={t('admin.sell.best.maxPrice')}
            placeholder={t('admin.sell.best.anyPrice')}
            value={form.values.maxPrice}
            onChange={(minor) => form.setFieldValue('maxPrice', minor)}
            error={form.errors.maxPrice}
          />
        </Group>
        <MultiSelect
          label={t('admin.sell.best.priceLevels')}
          placeholder={form.values.priceLevelIds.length ? undefined : t('admin.sell.best.allLevels')}
          data={data.priceLevels.map((p) => ({
            value: String(p.id),
            label: t('admin.sell.map.level', { name: p.name, price: money(p.price) }),
          }))}
          clearable
          {...form.getInputProps('priceLevelIds')}
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('admin.sell.best.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
