import { Grid, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { listCardTerminalWorkstations } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';
import type { PaymentsForm } from './PaymentLine';
import { storeWorkstation } from './payments';

const workstationsQuery = () =>
  apiQuery(['admin', 'sell', 'terminal-workstations'] as const, listCardTerminalWorkstations);

/**
 * A StripeTerminal line (decisions/0090): the workstation the seller stands at, whose card
 * reader shows the amount; the buyer presents the card there once the sale is sent. The choice
 * is kept in this browser for the next sale.
 */
export function TerminalFields({ form, index }: { form: PaymentsForm; index: number }) {
  const { t } = useTranslation();
  const path = `payments.${index}.workstationId`;
  const stations = useQuery(workstationsQuery()).data?.items ?? [];
  const value = form.values.payments[index]?.workstationId ?? null;
  const known = stations.some((s) => s.id === value);
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Select
          label={t('admin.checkout.terminal.workstation')}
          placeholder={t('admin.checkout.terminal.choose')}
          data={stations.map((s) => ({
            value: String(s.id),
            label: `${s.venueName} · ${s.name} (${s.cardTerminalLabel})`,
          }))}
          value={known && value ? String(value) : null}
          error={form.errors[path]}
          onChange={(next) => {
            const id = next ? Number(next) : null;
            form.setFieldValue(path, id);
            storeWorkstation(id);
          }}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Text size="sm" c="dimmed">
          {stations.length === 0 ? t('admin.checkout.terminal.none') : t('admin.checkout.terminal.hint')}
        </Text>
      </Grid.Col>
    </>
  );
}
