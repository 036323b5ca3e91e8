import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Basket, checkoutBasket, type EndpointInput } from '@tessera/contract';
import {
  errorGroup,
  errorMessages,
  giftCertificateNumberValid,
  interpolate,
  type StaffSalesChannel,
} from '@tessera/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { paymentSettingQueries } from '@/admin/payment-settings/queries';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { DeliveryMethodPicker, deliveryBody, initialDeliveryChoice } from '@/ui/DeliveryMethodPicker';
import { applyServerErrors } from '@/ui/server-errors-form';
import { useLocale } from '@/ui/useLocale';
import { CheckoutFrame } from './CheckoutFrame';
import { PartnerPicker } from './PartnerPicker';
import { PaymentLine } from './PaymentLine';
import { type ChosenPlan, PaymentPlanPicker } from './PaymentPlanPicker';
import {
  attemptKeys,
  checkoutPaymentTypes,
  linesBelowMinimum,
  newDraft,
  type PaymentDraft,
  parseExpiry,
  paymentsBody,
  remainingBalance,
  sellPaymentTypes,
} from './payments';
import { sellKeys, sellQueries } from './queries';
import { type BuyerDetails, storeBuyer, storedBuyer } from './sell-storage';
import { basketIsGone, useSellBasket } from './useSellBasket';

/** Checks a line can be sent at all; the server decides the rest and says so on the field. */
function lineErrors(drafts: readonly PaymentDraft[], required: string, invalid: string) {
  const errors: Record<string, string> = {};
  drafts.forEach((d, i) => {
    if (d.type !== 'Comp' && !(d.amount && d.amount > 0)) errors[`payments.${i}.amount`] = required;
    if (d.type === 'Comp' && !d.compTypeId) errors[`payments.${i}.compTypeId`] = required;
    if (d.type === 'Custom' && !d.customPaymentTypeId) errors[`payments.${i}.customPaymentTypeId`] = required;
    if (d.type === 'GiftCertificate' && !giftCertificateNumberValid(d.giftCertificateNumber.trim())) {
      errors[`payments.${i}.giftCertificateNumber`] = invalid;
    }
    if (d.type !== 'CreditCard') return;
    if (!d.card.number.trim()) errors[`payments.${i}.card.number`] = required;
    if (!parseExpiry(d.card.expiry)) errors[`payments.${i}.card.expiry`] = invalid;
    if (!d.card.cvc.trim()) errors[`payments.${i}.card.cvc`] = required;
  });
  return errors;
}

/** The first payment line starts with the first type offered, so the form waits for the list. */
function PaymentFormOnceOffered(props: { basket: Basket; buyer: BuyerDetails }) {
  const offered = useQuery(sellQueries.channels());
  if (offered.isPending) return null;
  return <PaymentForm {...props} />;
}

function PaymentForm({ basket, buyer }: { basket: Basket; buyer: BuyerDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const client = useQueryClient();
  const sell = useSellBasket();
  const keyFor = useMemo(() => attemptKeys(), []);
  const submitting = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [delivery, setDelivery] = useState(() => initialDeliveryChoice(basket));
  const [deliveryErrors, setDeliveryErrors] = useState<Record<string, string>>({});
  const { locale } = useLocale();
  const minimum = useQuery(paymentSettingQueries.options()).data?.minimumPayment ?? 0;
  // The payment types the seller's user group allows (the server refuses any other); at the
  // point of sale, the counter's, in its order (Tools → POS settings, decisions/0093).
  const types = checkoutPaymentTypes(sellPaymentTypes, basket.channel, useQuery(sellQueries.channels()).data);
  const form = useForm<{ payments: PaymentDraft[]; partnerId: string }>({
    initialValues: { payments: [newDraft(types[0] ?? 'Cash', basket.total, basket.total)], partnerId: '' },
    validate: (values) => {
      const errors = lineErrors(values.payments, t('fields.required'), t('fields.invalid'));
      for (const i of linesBelowMinimum(values.payments, minimum)) {
        errors[`payments.${i}.amount`] ??= interpolate(errorMessages[locale]['purchase.minimum_payment'], {
          amount: money(minimum),
        });
      }
      return errors;
    },
  });
  const [plan, setPlan] = useState<ChosenPlan | null>(null);
  const [planError, setPlanError] = useState<string | undefined>();
  // On a plan, what is paid now is its first instalment, by card.
  const payable = plan ? plan.first : basket.total;
  const choosePlan = (next: ChosenPlan | null) => {
    setPlan(next);
    setPlanError(undefined);
    form.setFieldValue('payments', [
      next
        ? newDraft('CreditCard', next.first, next.first)
        : newDraft(types[0] ?? 'Cash', basket.total, basket.total),
    ]);
  };
  const checkout = useMutation({
    mutationFn: (input: EndpointInput<typeof checkoutBasket>) => callApi(checkoutBasket, input),
  });
  const left = remainingBalance(payable, form.values.payments);
  const paidSoFar = payable - left;

  const submit = form.onSubmit(async (values) => {
    // A second click while the first is on its way sends nothing more.
    if (submitting.current) return;
    submitting.current = true;
    setProblem(null);
    setDeliveryErrors({});
    const request = {
      buyer,
      payments: paymentsBody(values.payments, payable),
      ...deliveryBody(basket, delivery),
      paymentPlanId: plan?.id ?? null,
      partnerId: values.partnerId ? Number(values.partnerId) : null,
    };
    try {
      const order = await checkout.mutateAsync({
        params: { basketId: basket.id },
        body: { ...request, idempotencyKey: keyFor({ basketId: basket.id, ...request }) },
      });
      client.setQueryData(sellKeys.order(order.id), order);
      storeBuyer(basket.id, null);
      sell.forget();
      navigate(`/admin/v2/checkout/confirmation/${order.id}`);
    } catch (error) {
      if (basketIsGone(error)) {
        await sell.startOver(basket.channel as StaffSalesChannel, 'expired');
        return;
      }
      const deliveryFields = isApiError(error)
        ? Object.fromEntries(Object.entries(error.fieldErrors).filter(([f]) => f.startsWith('delivery')))
        : {};
      setDeliveryErrors(deliveryFields);
      setPlanError(isApiError(error) ? error.fieldErrors.paymentPlanId : undefined);
      const placed = Object.keys(deliveryFields).length
        ? null
        : applyServerErrors(form, error, t('errors.common.internal'));
      // The card's expiry is one field here; the server names its month.
      for (const [path, message] of Object.entries(form.errors)) {
        if (path.endsWith('.card.expMonth')) form.setFieldError(path.replace('expMonth', 'expiry'), message);
      }
      // A refusal by the seller's user group (sale.*) is said above the form, translated,
      // even when it names a field the form does not show (the promo code).
      const refusedByGroup = isApiError(error) && error.codes.some((c) => errorGroup(c) === 'sale');
      // A partner refusal is said above the form too: a partner user sees no partner picker.
      const partnerProblem = isApiError(error) && 'partnerId' in error.fieldErrors;
      const declined = isApiError(error) && (error.status === 402 || refusedByGroup || partnerProblem);
      const buyerProblem =
        isApiError(error) && Object.keys(error.fieldErrors).some((f) => f.startsWith('buyer.'));
      setProblem(
        buyerProblem
          ? t('admin.checkout.payment.buyerProblem')
          : declined && isApiError(error)
            ? error.message
            : placed,
      );
    } finally {
      submitting.current = false;
    }
  });

  const hasComp = form.values.payments.some((p) => p.type === 'Comp');
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} fz="h4">
                {t('admin.checkout.payment.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('admin.checkout.payment.buyer', {
                  name: [buyer.title, buyer.firstName, buyer.lastName].filter(Boolean).join(' '),
                  email: buyer.email,
                })}{' '}
                <Anchor component={Link} to="/admin/v2/checkout/basket" size="sm" underline="always">
                  {t('actions.edit')}
                </Anchor>
              </Text>
            </Stack>
          </Group>
          {problem ? (
            <Alert color="red" role="alert" title={t('admin.checkout.payment.failed')}>
              {problem}
            </Alert>
          ) : null}
          <DeliveryMethodPicker
            basket={basket}
            value={delivery}
            onChange={setDelivery}
            errors={deliveryErrors}
          />
          <PartnerPicker
            value={form.values.partnerId}
            onChange={(v) => form.setFieldValue('partnerId', v)}
            error={form.errors.partnerId as string | undefined}
          />
          <PaymentPlanPicker basket={basket} value={plan} onChange={choosePlan} error={planError} />
          {form.values.payments.map((draft, index) => (
            <PaymentLine
              key={draft.id}
              form={form}
              index={index}
              total={payable}
              canRemove={form.values.payments.length > 1}
              types={types}
            />
          ))}
          {form.errors.payments ? (
            <Text c="red" size="sm">
              {form.errors.payments}
            </Text>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="default"
              size="xs"
              disabled={hasComp || left <= 0 || plan !== null}
              onClick={() =>
                form.insertListItem(
                  'payments',
                  newDraft(
                    types.includes('CreditCard') ? 'CreditCard' : (types[0] ?? 'CreditCard'),
                    left,
                    basket.total,
                  ),
                )
              }
            >
              {t('admin.checkout.payment.add')}
            </Button>
            <Stack gap={0} align="flex-end">
              <Text size="sm" c="dimmed">
                {t('admin.checkout.payment.paid', { amount: money(paidSoFar) })}
              </Text>
              <Text fw={700} c={left === 0 ? 'teal.9' : 'red.9'} data-testid="left-to-pay">
                {t('admin.checkout.payment.left', { amount: money(left) })}
              </Text>
            </Stack>
          </Group>
          <Button type="submit" size="md" loading={checkout.isPending} disabled={left !== 0}>
            {t('admin.checkout.payment.submit', { amount: money(payable) })}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** /admin/v2/checkout/payment: one or several payments that settle the basket, then the order. */
export function CheckoutPaymentPage() {
  const { t } = useTranslation();
  return (
    <CheckoutFrame step={1} title={t('admin.checkout.paymentTitle')}>
      {(basket) => {
        const buyer = storedBuyer(basket.id);
        if (!buyer) return <Navigate to="/admin/v2/checkout/basket" replace />;
        return <PaymentFormOnceOffered basket={basket} buyer={buyer} />;
      }}
    </CheckoutFrame>
  );
}
