import { Button, Card, Group, NumberInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@tessera/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { orderQueries } from './queries';

/** The tools' "which order?" box: an order number, then the tool for that order. */
export function OrderLookup({ children }: { children: (order: Order) => ReactNode }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>('');
  const [id, setId] = useState<number | null>(null);
  const order = useQuery({ ...orderQueries.detail(id ?? 0), enabled: id !== null, retry: false });
  return (
    <>
      <Card withBorder radius="md" padding="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (typeof value === 'number' && value > 0) setId(value);
          }}
        >
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('orders.tools.orderNumber')}
              min={1}
              allowDecimal={false}
              hideControls
              value={value}
              onChange={setValue}
              w={200}
            />
            <Button type="submit">{t('orders.tools.find')}</Button>
          </Group>
        </form>
      </Card>
      {id === null ? null : order.isError ? (
        <ErrorDetails error={order.error} onRetry={() => void order.refetch()} />
      ) : !order.data ? (
        <SectionLoader />
      ) : (
        children(order.data)
      )}
    </>
  );
}
