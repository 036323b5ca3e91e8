import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Basket, checkoutBasket, type EndpointInput, getBasketCardEntry } from '@tessera/contract';
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
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useMoney } from '@/admin/account/useMoney';
import { customerName } from '@/admin/customers/display';
import { customerQueries } from '@/admin/customers/queries';
import { orderKeys } from '@/admin/orders/queries';
import { paymentSettingQueries } from '@/admin/payment-settings/queries';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { DeliveryMethodPicker, deliveryBody, initialDeliveryChoice } from '@/ui/DeliveryMethodPicker';
import type { StripeCardHandle } from '@/ui/StripeCardEntry';
import { applyServerErrors } from '@/ui/server-errors-form';
import { useLocale } from '@/ui/useLocale';
import { basketCustomerQuery } from './BasketCustomer';
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

/** What a card line's Payment Element refused (Stripe's own message, in the seller's language). */
class CardLineProblem extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

/** Checks a line can be sent at all; the server decides the rest and says so on the field. */
function lineErrors(
  drafts: readonly PaymentDraft[],
  required: string,
  invalid: string,
  /** Cards are typed into Stripe's Payment Element, which checks them itself. */
  stripeCards = false,
) {
  const errors: Record<string, string> = {};
  drafts.forEach((d, i) => {
    if (d.type !== 'Comp' && !(d.amount && d.amount > 0)) errors[`payments.${i}.amount`] = required;
    if (d.type === 'Comp' && !d.compTypeId) errors[`payments.${i}.compTypeId`] = required;
    if (d.type === 'Custom' && !d.customPaymentTypeId) errors[`payments.${i}.customPaymentTypeId`] = required;
    if (d.type === 'GiftCertificate' && !giftCertificateNumberValid(d.giftCertificateNumber.trim())) {
      errors[`payments.${i}.giftCertificateNumber`] = invalid;
    }
    if (d.type === 'StripeTerminal' && !d.workstationId) errors[`payments.${i}.workstationId`] = required;
    if (d.type !== 'CreditCard' || stripeCards) return;
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
  const offered = useQuery(sellQueries.channels()).data;
  // Account credit is the basket's customer's (decisions/0087): offered only with a customer.
  const customer = useQuery(basketCustomerQuery(basket.id)).data?.customer ?? null;
  const credit = useQuery({ ...customerQueries.credit(customer?.id ?? 0), enabled: customer !== null }).data;
  const types = checkoutPaymentTypes(sellPaymentTypes, basket.channel, offered).filter(
    (type) => type !== 'AccountCredit' || customer !== null,
  );
  // How cards are entered: the venue's card payment account decides (decisions/0089).
  const cardEntry = useQuery({
    queryKey: [...sellKeys.all, 'card-entry', basket.id],
    queryFn: () => callApi(getBasketCardEntry, { params: { basketId: basket.id } }),
  });
  const stripeEntry = cardEntry.data?.kind === 'stripe' ? cardEntry.data : null;
  const viaStripe = useRef(false);
  viaStripe.current = !!stripeEntry;
  // Each card line's Payment Element, by the line's id.
  const stripeHandles = useRef(new Map<number, { current: StripeCardHandle | null }>()).current;
  const handleOf = (id: number) => {
    let handle = stripeHandles.get(id);
    if (!handle) {
      handle = { current: null };
      stripeHandles.set(id, handle);
    }
    return handle;
  };
  const { account } = useAdminSession();
  const form = useForm<{ payments: PaymentDraft[]; partnerId: string }>({
    initialValues: { payments: [newDraft(types[0] ?? 'Cash', basket.total, basket.total)], partnerId: '' },
    validate: (values) => {
      const errors = lineErrors(
        values.payments,
        t('fields.required'),
        t('fields.invalid'),
        viaStripe.current,
      );
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

  type SaleRequest = Omit<EndpointInput<typeof checkoutBasket>['body'], 'idempotencyKey'>;
  /**
   * Card lines through Stripe's Payment Element: each line's card becomes a PaymentMethod in
   * Stripe and only its id is sent; a line whose bank asks for 3-D Secure is shown the bank's
   * step by Stripe.js and the sale is sent again with the intent it authorized.
   */
  const payThroughStripe = async (drafts: readonly PaymentDraft[], request: SaleRequest) => {
    const payments = [...request.payments];
    for (const [index, draft] of drafts.entries()) {
      if (draft.type !== 'CreditCard') continue;
      const made = await handleOf(draft.id).current?.paymentMethod();
      if (!made || 'error' in made) throw new CardLineProblem(index, made?.error ?? '');
      const { card: _card, ...line } = payments[index]!;
      payments[index] = { ...line, paymentMethodId: made.id };
    }
    const send = (body: SaleRequest) =>
      checkout.mutateAsync({
        params: { basketId: basket.id },
        body: { ...body, idempotencyKey: keyFor({ basketId: basket.id, ...body }) },
      });
    for (let round = 0; ; round++) {
      try {
        return await send({ ...request, payments });
      } catch (error) {
        if (!isApiError(error) || !error.nextAction || round > payments.length) throw error;
        const field = Object.keys(error.fieldErrors).find((f) => /^payments\.\d+\./.test(f));
        const index = field ? Number(field.split('.')[1]) : -1;
        const draft = drafts[index];
        if (!draft) throw error;
        const done = await handleOf(draft.id).current?.authenticate(error.nextAction.clientSecret);
        if (!done || 'error' in done) throw new CardLineProblem(index, done?.error ?? '');
        payments[index] = { ...payments[index]!, paymentMethodId: done.id };
      }
    }
  };

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
      // The events' templates' deposit: the balance is charged on its due date (decisions/0118).
      ...(plan && plan.id === null ? { templateDeposit: true } : {}),
      partnerId: values.partnerId ? Number(values.partnerId) : null,
    };
    try {
      const order = stripeEntry
        ? await payThroughStripe(values.payments, request)
        : await checkout.mutateAsync({
            params: { basketId: basket.id },
            body: { ...request, idempotencyKey: keyFor({ basketId: basket.id, ...request }) },
          });
      client.setQueryData(orderKeys.detail(order.id), order);
      storeBuyer(basket.id, null);
      sell.forget();
      navigate(`/admin/v2/checkout/confirmation/${order.id}`);
    } catch (error) {
      if (error instanceof CardLineProblem) {
        form.setFieldError(`payments.${error.index}.card.number`, error.message);
        setProblem(error.message);
        return;
      }
      if (basketIsGone(error)) {
        await sell.startOver(basket.channel as StaffSalesChannel, 'expired');
        return;
      }
      const deliveryFields = isApiError(error)
        ? Object.fromEntries(Object.entries(error.fieldErrors).filter(([f]) => f.startsWith('delivery')))
        : {};
      setDeliveryErrors(deliveryFields);
      setPlanError(
        isApiError(error)
          ? (error.fieldErrors.paymentPlanId ?? error.fieldErrors.templateDeposit)
          : undefined,
      );
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
          {customer && credit ? (
            <Text size="sm" data-testid="account-credit-balance">
              {t('admin.checkout.payment.creditBalance', {
                name: customerName(customer, t),
                amount: money(credit.balance),
              })}
            </Text>
          ) : null}
          {form.values.payments.map((draft, index) => (
            <PaymentLine
              key={draft.id}
              form={form}
              index={index}
              total={payable}
              canRemove={form.values.payments.length > 1}
              types={types}
              stripe={
                stripeEntry
                  ? { entry: stripeEntry, currency: account.currency, handle: handleOf(draft.id) }
                  : null
              }
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
          {checkout.isPending && form.values.payments.some((d) => d.type === 'StripeTerminal') ? (
            <Alert color="blue" role="status" data-testid="present-card">
              {t('admin.checkout.terminal.presentCard')}
            </Alert>
          ) : null}
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
