import { Checkbox, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getShopInvoiceTerms } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';

export interface InvoiceChoice {
  on: boolean;
  email: string;
}

/** "Pay later by invoice" on the payment page, where the venue offers it (decisions/0109). */
export function PayByInvoiceSection({
  value,
  onChange,
  error,
}: {
  value: InvoiceChoice;
  onChange: (next: InvoiceChoice) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const terms = useQuery({
    queryKey: ['shop', 'invoice-terms'],
    queryFn: () => callApi(getShopInvoiceTerms),
  });
  if (!terms.data?.available) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('shopInvoice.payLater')}
        </Title>
        <Checkbox
          label={t('shopInvoice.choose', { count: terms.data.dueDays })}
          checked={value.on}
          error={error}
          onChange={(e) => onChange({ ...value, on: e.currentTarget.checked })}
        />
        {value.on ? (
          <TextInput
            label={t('shopInvoice.recipient')}
            description={t('shopInvoice.recipientHint')}
            type="email"
            value={value.email}
            onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
