import { Card, Grid, Select, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CardEntry } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { MoneyInput } from '@/ui/MoneyInput';
import { RemoveButton } from '@/ui/RemoveButton';
import { StripeCardEntry, type StripeCardHandle } from '@/ui/StripeCardEntry';
import { ConfiguredFields } from './ConfiguredPaymentFields';
import { useLineLabels } from './line-labels';
import { changeDue, newDraft, type PaymentDraft, type SellPaymentType, sellPaymentTypes } from './payments';
import { TerminalFields } from './TerminalFields';

export type PaymentsForm = UseFormReturnType<{ payments: PaymentDraft[]; partnerId: string }>;

/** One payment line: its type, amount and what that type needs (tendered cash, check, card). */
export function PaymentLine({
  form,
  index,
  total,
  canRemove,
  types = sellPaymentTypes,
  stripe = null,
}: {
  form: PaymentsForm;
  index: number;
  total: number;
  canRemove: boolean;
  /** The payment types offered: those the seller's user group allows. */
  types?: readonly SellPaymentType[];
  /** The venue takes cards through Stripe: the line's card goes in Stripe's Payment Element. */
  stripe?: {
    entry: Extract<CardEntry, { kind: 'stripe' }>;
    currency: string;
    handle: { current: StripeCardHandle | null };
  } | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const draft = form.values.payments[index]!;
  const path = `payments.${index}`;
  const change = changeDue(draft);
  const n = index + 1;
  const labelled = useLineLabels(n);
  const money$ = (field: 'amount' | 'tendered' | 'checkAmount') => ({
    value: draft[field],
    onChange: (minor: number | null) => form.setFieldValue(`${path}.${field}`, minor),
    error: form.errors[`${path}.${field}`],
  });
  return (
    <Card withBorder radius="md" padding="sm" data-testid="payment-line">
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            label={t('admin.checkout.payment.type', { n })}
            data={types.map((type) => ({
              value: type,
              label: t(`admin.checkout.paymentTypes.${type}`),
            }))}
            allowDeselect={false}
            value={draft.type}
            error={form.errors[`${path}.type`]}
            onChange={(value) => {
              if (!value) return;
              const next = newDraft(value as SellPaymentType, draft.amount ?? 0, total);
              form.setFieldValue(`${path}`, {
                ...next,
                id: draft.id,
                amount: value === 'Comp' ? total : draft.amount,
              });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 10, sm: 6 }}>
          <MoneyInput
            {...labelled(t('admin.checkout.payment.amount'))}
            disabled={draft.type === 'Comp'}
            {...money$('amount')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 2, sm: 1 }}>
          {canRemove ? (
            <Tooltip label={t('admin.checkout.payment.remove', { n })}>
              <RemoveButton
                color="gray"
                size="lg"
                mt={26}
                label={t('admin.checkout.payment.remove', { n })}
                onClick={() => form.removeListItem('payments', index)}
              />
            </Tooltip>
          ) : null}
        </Grid.Col>
        {draft.type === 'Cash' ? (
          <>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <MoneyInput {...labelled(t('admin.checkout.payment.tendered'))} {...money$('tendered')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              {change !== null ? (
                <Text size="sm" fw={600} pt={32}>
                  {t('admin.checkout.payment.change', { amount: money(change) })}
                </Text>
              ) : null}
            </Grid.Col>
          </>
        ) : null}
        {draft.type === 'Check' ? (
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <MoneyInput
              {...labelled(t('admin.checkout.payment.checkAmount'))}
              description={t('admin.checkout.payment.checkHint', { total: money(total) })}
              {...money$('checkAmount')}
            />
          </Grid.Col>
        ) : null}
        {draft.type === 'Comp' || draft.type === 'Custom' || draft.type === 'GiftCertificate' ? (
          <ConfiguredFields form={form} index={index} />
        ) : null}
        {draft.type === 'Custom' || draft.type === 'Manual' ? (
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              {...labelled(t('admin.checkout.payment.reference'))}
              maxLength={100}
              {...form.getInputProps(`${path}.reference`)}
            />
          </Grid.Col>
        ) : null}
        {draft.type === 'Comp' ? (
          <Grid.Col span={12}>
            <Text size="sm" c="dimmed">
              {t('admin.checkout.payment.compHint')}
            </Text>
          </Grid.Col>
        ) : null}
        {draft.type === 'CreditCard' && stripe ? (
          <Grid.Col span={12}>
            <StripeCardEntry
              entry={stripe.entry}
              amount={draft.amount ?? 0}
              currency={stripe.currency}
              handle={stripe.handle}
              error={form.errors[`${path}.card.number`] as string | undefined}
            />
          </Grid.Col>
        ) : draft.type === 'CreditCard' ? (
          <CardFields form={form} index={index} />
        ) : null}
        {draft.type === 'StripeTerminal' ? <TerminalFields form={form} index={index} /> : null}
      </Grid>
    </Card>
  );
}

function CardFields({ form, index }: { form: PaymentsForm; index: number }) {
  const { t } = useTranslation();
  const path = `payments.${index}.card`;
  const labelled = useLineLabels(index + 1);
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          {...labelled(t('admin.checkout.card.number'))}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          required
          {...form.getInputProps(`${path}.number`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          {...labelled(t('admin.checkout.card.expiry'))}
          placeholder={t('admin.checkout.card.expiryPlaceholder')}
          autoComplete="cc-exp"
          maxLength={7}
          required
          {...form.getInputProps(`${path}.expiry`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput
          {...labelled(t('admin.checkout.card.cvc'))}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          {...form.getInputProps(`${path}.cvc`)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          {...labelled(t('admin.checkout.card.name'))}
          autoComplete="cc-name"
          maxLength={100}
          {...form.getInputProps(`${path}.name`)}
        />
      </Grid.Col>
    </>
  );
}
