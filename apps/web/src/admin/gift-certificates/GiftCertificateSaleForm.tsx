import { Alert, Grid, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { giftCertificatePaymentTypes, sellGiftCertificate } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { CustomerPicker } from '@/admin/customers/CustomerPicker';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { FormCard } from '@/ui/FormCard';
import { MoneyInput } from '@/ui/MoneyInput';
import { useFieldProps } from '@/ui/useFieldProps';

type PaymentType = (typeof giftCertificatePaymentTypes)[number];

interface Values {
  amount: number | null;
  number: string;
  buyerCustomerId: number | null;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  expiresOn: string;
  paymentType: PaymentType;
  paymentReference: string;
  tendered: number | null;
}

/** Sells a gift certificate at the window, paid there and then. */
export function GiftCertificateSaleForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: {
      amount: null,
      number: '',
      buyerCustomerId: null,
      buyerName: '',
      buyerEmail: '',
      recipientName: '',
      recipientEmail: '',
      expiresOn: '',
      paymentType: 'Cash',
      paymentReference: '',
      tendered: null,
    },
    validate: {
      amount: (v) => (v && v > 0 ? null : t('fields.required')),
      buyerName: (v, values) => (v.trim() || values.buyerCustomerId ? null : t('fields.required')),
    },
  });
  const field = useFieldProps(form, 'giftCertificates.fields');
  const sell = useMutation({
    mutationFn: (v: Values) =>
      callApi(sellGiftCertificate, {
        body: {
          amount: v.amount ?? 0,
          ...(v.number.trim() ? { number: v.number.trim() } : {}),
          buyerCustomerId: v.buyerCustomerId,
          buyerName: v.buyerName.trim(),
          buyerEmail: v.buyerEmail.trim(),
          recipientName: v.recipientName.trim(),
          recipientEmail: v.recipientEmail.trim(),
          expiresAt: v.expiresOn ? new Date(`${v.expiresOn}T23:59:59`).toISOString() : null,
          paymentType: v.paymentType,
          paymentReference: v.paymentReference.trim(),
        },
      }),
    onSuccess: (sold) => void navigate(`/admin/v2/sell-tickets/giftcertificates/${sold.id}`),
    onError: (error) => {
      if (isApiError(error)) form.setErrors(error.fieldErrors);
    },
  });
  const v = form.values;
  const change =
    v.paymentType === 'Cash' && v.tendered !== null && v.amount !== null && v.tendered >= v.amount
      ? v.tendered - v.amount
      : null;
  return (
    <FormCard
      title={t('giftCertificates.sale.title')}
      onSubmit={form.onSubmit((values) => sell.mutate(values))}
      submit={
        v.amount
          ? t('giftCertificates.sale.submitAmount', { amount: money(v.amount) })
          : t('giftCertificates.sale.submit')
      }
      pending={sell.isPending}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MoneyInput
            label={t('giftCertificates.fields.amount')}
            required
            value={v.amount}
            onChange={(minor) => form.setFieldValue('amount', minor)}
            error={form.errors.amount}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...field('number')}
            description={t('giftCertificates.sale.numberHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="numeric"
            maxLength={20}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <CustomerPicker
            label={t('giftCertificates.sale.buyerLookup')}
            onPick={(c) => {
              form.setFieldValue('buyerCustomerId', c.id);
              form.setFieldValue('buyerName', `${c.firstName} ${c.lastName}`);
              form.setFieldValue('buyerEmail', c.email);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...field('buyerName')} required maxLength={200} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...field('buyerEmail')} type="email" maxLength={254} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...field('recipientName')} maxLength={200} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...field('recipientEmail')} type="email" maxLength={254} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...field('expiresOn')}
            type="date"
            description={t('giftCertificates.sale.noExpiry')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('giftCertificates.sale.paidBy')}
            allowDeselect={false}
            data={giftCertificatePaymentTypes.map((type) => ({
              value: type,
              label: t(`admin.checkout.paymentTypes.${type}`),
            }))}
            {...form.getInputProps('paymentType')}
          />
        </Grid.Col>
        {v.paymentType === 'Cash' ? (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyInput
              label={t('admin.checkout.payment.tendered')}
              value={v.tendered}
              onChange={(minor) => form.setFieldValue('tendered', minor)}
            />
          </Grid.Col>
        ) : (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('admin.checkout.payment.reference')}
              maxLength={100}
              {...form.getInputProps('paymentReference')}
            />
          </Grid.Col>
        )}
        {change !== null ? (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Text fw={600} pt={{ base: 0, sm: 30 }}>
              {t('admin.checkout.payment.change', { amount: money(change) })}
            </Text>
          </Grid.Col>
        ) : null}
      </Grid>
      {isApiError(sell.error) && Object.keys(sell.error.fieldErrors).length === 0 ? (
        <Alert color="red">{sell.error.message}</Alert>
      ) : null}
    </FormCard>
  );
}
