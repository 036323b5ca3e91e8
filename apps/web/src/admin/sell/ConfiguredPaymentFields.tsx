import { Grid, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { giftCertificateBalance } from '@tessera/contract';
import { giftCertificateNumberValid } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { paymentSettingQueries } from '@/admin/payment-settings/queries';
import { callApi } from '@/api/client';
import { useLineLabels } from './line-labels';
import type { PaymentsForm } from './PaymentLine';

/**
 * What the account's payment settings ask of a line: a comp type for a comp; a custom payment
 * type for a custom payment (one whose method needs a partner says so: the order's partner is
 * chosen above the payments); a gift certificate's
 * number, with its balance shown as soon as the number is complete.
 */
export function ConfiguredFields({ form, index }: { form: PaymentsForm; index: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const draft = form.values.payments[index]!;
  const path = `payments.${index}`;
  const labelled = useLineLabels(index + 1);
  const compTypes = useQuery({ ...paymentSettingQueries.compTypes(), enabled: draft.type === 'Comp' });
  const customTypes = useQuery({ ...paymentSettingQueries.customTypes(), enabled: draft.type === 'Custom' });
  const number = draft.giftCertificateNumber.trim();
  const balance = useQuery({
    queryKey: ['admin', 'giftCertificateBalance', number],
    queryFn: () => callApi(giftCertificateBalance, { query: { number } }),
    enabled: draft.type === 'GiftCertificate' && giftCertificateNumberValid(number),
    retry: false,
    staleTime: 0,
  });
  // A comp's or a custom payment's type: one of those the account defines, kept as its id.
  const typeSelect = (
    field: 'compTypeId' | 'customPaymentTypeId',
    label: string,
    types: readonly { id: number; name: string }[] | undefined,
  ) => ({
    ...labelled(label),
    required: true,
    data: (types ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    value: draft[field] ? String(draft[field]) : null,
    onChange: (v: string | null) => form.setFieldValue(`${path}.${field}`, v ? Number(v) : null),
    error: form.errors[`${path}.${field}`],
  });
  if (draft.type === 'Comp') {
    return (
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          {...typeSelect('compTypeId', t('paymentSettings.checkout.compType'), compTypes.data)}
          nothingFoundMessage={t('paymentSettings.checkout.noneDefined')}
        />
      </Grid.Col>
    );
  }
  if (draft.type === 'Custom') {
    const chosen = customTypes.data?.find((c) => c.id === draft.customPaymentTypeId);
    return (
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          {...typeSelect('customPaymentTypeId', t('paymentSettings.checkout.customType'), customTypes.data)}
          description={chosen?.partnerRequired ? t('admin.partners.checkout.methodNeedsPartner') : undefined}
        />
      </Grid.Col>
    );
  }
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          {...labelled(t('giftCertificates.fields.number'))}
          inputMode="numeric"
          required
          maxLength={20}
          {...form.getInputProps(`${path}.giftCertificateNumber`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        {balance.data ? (
          <Text size="sm" fw={600} pt={{ base: 0, sm: 32 }} data-testid="gift-certificate-line-balance">
            {t('giftCertificates.checkout.balance', {
              balance: money(balance.data.balance),
              status: t(`giftCertificates.statuses.${balance.data.status}`),
            })}
          </Text>
        ) : balance.isError ? (
          <Text size="sm" c="red" pt={{ base: 0, sm: 32 }}>
            {(balance.error as Error).message}
          </Text>
        ) : null}
      </Grid.Col>
    </>
  );
}
