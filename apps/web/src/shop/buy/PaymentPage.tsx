import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getShopCardEntry, listShopBasketPaymentPlans, shopBuyer } from '@tessera/contract';
import type { ShippedLocale } from '@tessera/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { customerKeys, customerQueries } from '@/shop/customer-accounts/queries';
import { type InvoiceChoice, PayByInvoiceSection } from '@/shop/invoices/PayByInvoiceSection';
import { CardFields } from '@/ui/CardFields';
import { cardProblemMessages, emptyCard, readCard } from '@/ui/card-entry';
import { attemptKeys } from '@/ui/checkout-attempts';
import {
  blankDeliveryAddress,
  type DeliveryChoice,
  DeliveryMethodPicker,
  deliveryBody,
  initialDeliveryChoice,
} from '@/ui/DeliveryMethodPicker';
import { SectionLoader } from '@/ui/FullPageLoader';
import { StripeCardEntry, type StripeCardHandle } from '@/ui/StripeCardEntry';
import { schemaErrors } from '@/ui/schema-errors';
import { usePageTitle } from '@/ui/usePageTitle';
import { BasketCountdown } from './BasketCountdown';
import { BasketLinesList } from './BasketLinesList';
import { BuyerDetailsSection, emptyAddress, emptyBuyer } from './BuyerDetailsSection';
import { CardEntryProblem, checkoutThroughCard, type ShopCheckoutRequest } from './card-checkout';
import { shopEventQueries } from './event-queries';
import { type AppliedCertificate, GiftCertificateSection } from './GiftCertificateSection';
import { noPlan, PaymentPlanSection, type PlanChoice } from './PaymentPlanSection';
import { shopBuyKeys, useShopBasket } from './queries';
import { TermsAgreement } from './TermsAgreement';
import { useShopMoney } from './useShopAction';

/**
 * /shop/checkout/payment: the buyer's details (a signed-in customer's prefilled, and the order
 * lands in their account), the delivery method, a gift certificate for part or all of the
 * total, a card for the rest, and the terms when the account asks for them.
 */
export function PaymentPage() {
  const { t, i18n } = useTranslation();
  const { information, settings } = useShopVenue();
  usePageTitle(t('shopBuy.payment.pageName'), information.name);
  const { query, basket } = useShopBasket();
  const session = useQuery(customerQueries.session());
  const profile = session.data?.customer ?? null;
  const client = useQueryClient();
  const navigate = useNavigate();
  const money = useShopMoney();
  const [buyer, setBuyer] = useState(emptyBuyer);
  const [address, setAddress] = useState(emptyAddress);
  const [card, setCard] = useState(emptyCard);
  const [terms, setTerms] = useState(false);
  // Season ticket purchases require a saved card and authorization to save it (decisions/0111).
  const [keepCard, setKeepCard] = useState(false);
  const [delivery, setDelivery] = useState<DeliveryChoice | null>(null);
  const [gift, setGift] = useState<AppliedCertificate | null>(null);
  const [useCredit, setUseCredit] = useState(false);
  const [planChoice, setPlanChoice] = useState<PlanChoice>(noPlan);
  const [invoice, setInvoice] = useState<InvoiceChoice>({ on: false, email: '' });
  const balance = useQuery({ ...customerQueries.credit(), enabled: profile !== null }).data?.balance ?? 0;
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A signed-in customer's details fill the form once; they may still change them.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    setBuyer({
      title: profile.title,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone,
    });
    if (profile.address) {
      const { line1, city, postalCode, country } = profile.address;
      setAddress({ line1, city, postalCode, country });
      setDelivery((d) => (d ? { ...d, address: { ...blankDeliveryAddress, ...profile.address } } : d));
    }
  }, [profile]);
  // One idempotency key per attempt: the same request again (double click, retry) keeps it.
  const keyFor = useRef(attemptKeys()).current;
  // How the card is entered: the venue's card payment account decides (decisions/0089).
  const cardEntry = useQuery({
    queryKey: [...shopBuyKeys.all, 'card-entry', basket?.id ?? null],
    queryFn: () => callApi(getShopCardEntry),
    enabled: !!basket,
  });
  const stripeEntry = cardEntry.data?.kind === 'stripe' ? cardEntry.data : null;
  // The plans this basket may be paid under: offered to a signed-in customer only (decisions/0107).
  const plans = useQuery({
    queryKey: [...shopBuyKeys.all, 'payment-plans', basket?.id ?? null, basket?.total ?? null],
    queryFn: () => callApi(listShopBasketPaymentPlans),
    enabled: !!basket && profile !== null,
  });
  const storedCards = useQuery({ ...customerQueries.cards(), enabled: profile !== null });
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const checkoutWith = ({ body, stripe }: { body: ShopCheckoutRequest; stripe: boolean }) =>
    checkoutThroughCard(body, stripe ? stripeCard.current : null, keyFor);
  const pay = useMutation({
    mutationFn: checkoutWith,
    onSuccess: async (order) => {
      client.setQueryData(shopEventQueries.order(order.id).queryKey, order);
      // An order on a plan shows its schedule on the confirmation, from the account's plans.
      await client.invalidateQueries({ queryKey: customerKeys.paymentPlans() });
      // On invoice: the invoice page (amount, due date, PDF, pay link) instead of the confirmation.
      await navigate(order.invoicePath ?? `/shop/checkout/confirmation/${order.id}`);
      client.setQueryData(shopBuyKeys.basket(), null);
    },
    onError: (error) => {
      if (isApiError(error)) {
        if (error.has('purchase.reservation_expired')) void navigate('/shop/checkout/expired');
        // Nothing was charged: show the basket's new total; paying again agrees to it.
        if (error.has('purchase.total_changed'))
          void client.invalidateQueries({ queryKey: shopBuyKeys.basket() });
        setErrors(error.fieldErrors);
      } else if (error instanceof CardEntryProblem) setErrors({ 'card.number': error.message });
    },
  });
  if (query.isPending || pay.isSuccess) return <SectionLoader />;
  if (!basket || (basket.items.length === 0 && basket.products.length === 0))
    return <Navigate to="/shop/checkout/basket" replace />;
  const choice: DeliveryChoice = delivery ?? {
    ...initialDeliveryChoice(basket),
    address: { ...blankDeliveryAddress, ...(profile?.address ?? {}) },
  };
  const offeredPlans = profile ? (plans.data ?? []) : [];
  // On a plan one card pays its first instalment now (decisions/0107): no certificate nor credit.
  const plan = offeredPlans.find((p) => p.id === planChoice.planId) ?? null;
  // The certificate never pays more than the total (the server checks it again).
  const giftAmount = gift && !plan ? Math.min(gift.amount, basket.total) : 0;
  // A signed-in customer's account credit pays what the certificate leaves, up to the balance.
  const creditAmount = useCredit && !plan && balance > 0 ? Math.min(balance, basket.total - giftAmount) : 0;
  const rest = plan ? plan.instalments[0]!.amount : basket.total - giftAmount - creditAmount;
  // A plan paid by a card the customer keeps needs no card entered (decisions/0110).
  const storedCardId = plan ? planChoice.storedCardId : null;
  const needsCard =
    !invoice.on && storedCardId === null && (rest > 0 || (giftAmount === 0 && creditAmount === 0));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending) return;
    const buyerBody = {
      ...buyer,
      phone: buyer.phone.trim(),
      ...(address.line1.trim() || address.postalCode.trim() || address.city.trim() ? { address } : {}),
    };
    const found = schemaErrors(shopBuyer, buyerBody, i18n.language as ShippedLocale);
    const viaStripe = needsCard && !!stripeEntry;
    const read = needsCard && !viaStripe ? readCard(card) : { problems: {}, card: null };
    const cardErrors = cardProblemMessages(read.problems, t);
    const all = {
      ...Object.fromEntries(Object.entries(found).map(([k, v]) => [`buyer.${k}`, v])),
      ...cardErrors,
    };
    if (settings.requireTermsOfService && !terms) all.termsAccepted = t('shopBuy.payment.termsRequired');
    setErrors(all);
    if (Object.keys(all).length > 0 || (needsCard && !viaStripe && !read.card)) return;
    const request = {
      buyer: buyerBody,
      ...(read.card ? { card: read.card } : {}),
      giftCertificate: gift && giftAmount > 0 ? { number: gift.number, amount: giftAmount } : null,
      accountCredit: creditAmount > 0 ? creditAmount : null,
      ...deliveryBody(basket, choice),
      termsAccepted: terms,
      ...(keepCard ? { keepCard } : {}),
      ...(plan ? { paymentPlanId: plan.id, keepCard: planChoice.keepCard, storedCardId } : {}),
      ...(invoice.on ? { payByInvoice: true, invoiceEmail: invoice.email.trim() || null } : {}),
      basket: basket.id,
      total: basket.total,
    };
    const { basket: _basket, total: _total, ...body } = request;
    // The total on this page is the one the buyer agrees to pay; the server charges no other.
    pay.mutate({
      stripe: viaStripe,
      body: {
        idempotencyKey: keyFor(request),
        expectedTotal: basket.total,
        ...body,
        buyer: body.buyer as never,
      },
    });
  };

  const field = (name: string) => errors[name];
  return (
    <Stack gap="lg" maw={720}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('shopBuy.payment.title')}</Title>
        <BasketCountdown basket={basket} />
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <BuyerDetailsSection
            signedInEmail={profile?.email ?? null}
            buyer={buyer}
            onBuyer={setBuyer}
            address={address}
            onAddress={setAddress}
            errors={errors}
          />
          {basket.deliveryMethods.length > 0 ? (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  {t('shopBuy.payment.delivery')}
                </Title>
                <DeliveryMethodPicker
                  basket={basket}
                  value={choice}
                  onChange={setDelivery}
                  errors={errors}
                  label={t('shopBuy.payment.deliveryLabel')}
                  domesticNote={t('shopBuy.payment.domesticOnly')}
                />
              </Stack>
            </Paper>
          ) : null}
          {offeredPlans.length > 0 ? (
            <PaymentPlanSection
              plans={offeredPlans}
              cards={storedCards.data ?? []}
              value={planChoice}
              onChange={(next) => {
                setPlanChoice(next);
                setErrors({});
              }}
              errors={errors}
            />
          ) : null}
          {plan ? null : (
            <GiftCertificateSection
              total={basket.total}
              currency={settings.currency}
              applied={gift}
              onApply={(next) => {
                setGift(next);
                setErrors({});
              }}
              errors={errors}
            />
          )}
          {profile && balance > 0 && !plan ? (
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Title order={2} fz="h4">
                  {t('shopBuy.payment.credit')}
                </Title>
                <Checkbox
                  label={t('shopBuy.payment.useCredit', { amount: money(balance) })}
                  checked={useCredit}
                  onChange={(e) => setUseCredit(e.currentTarget.checked)}
                  error={field('accountCredit')}
                />
              </Stack>
            </Paper>
          ) : null}
          {giftAmount > 0 || creditAmount > 0 || plan ? null : (
            <PayByInvoiceSection value={invoice} onChange={setInvoice} error={field('payByInvoice')} />
          )}
          {needsCard ? (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  {t('shopBuy.payment.card')}
                </Title>
                {giftAmount > 0 || creditAmount > 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('shopBuy.payment.cardRest', { amount: money(rest) })}
                  </Text>
                ) : null}
                {cardEntry.isPending ? (
                  <SectionLoader />
                ) : stripeEntry ? (
                  <StripeCardEntry
                    entry={stripeEntry}
                    amount={rest}
                    currency={settings.currency}
                    handle={stripeCard}
                    error={errors['card.number'] ?? errors.card}
                  />
                ) : (
                  <CardFields card={card} onChange={setCard} errors={errors} />
                )}
              </Stack>
            </Paper>
          ) : null}
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('shopBuy.payment.summary')}
              </Title>
              <BasketLinesList basket={basket} readOnly />
              {giftAmount > 0 || creditAmount > 0 ? (
                <Stack gap={4} data-testid="payment-split">
                  {giftAmount > 0 ? (
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm">{t('shopBuy.payment.giftPays')}</Text>
                      <Text size="sm">{money(-giftAmount)}</Text>
                    </Group>
                  ) : null}
                  {creditAmount > 0 ? (
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm">{t('shopBuy.payment.creditPays')}</Text>
                      <Text size="sm">{money(-creditAmount)}</Text>
                    </Group>
                  ) : null}
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{t('shopBuy.payment.cardPays')}</Text>
                    <Text fw={700}>{money(rest)}</Text>
                  </Group>
                </Stack>
              ) : null}
            </Stack>
          </Paper>
          {settings.requireTermsOfService ? (
            <TermsAgreement checked={terms} error={field('termsAccepted')} onChange={setTerms} />
          ) : null}
          {(basket.packages ?? []).length > 0 && !plan ? (
            <Checkbox
              label={t('shopSubscriptions.keepCard')}
              checked={keepCard}
              onChange={(e) => setKeepCard(e.currentTarget.checked)}
              error={field('keepCard')}
            />
          ) : null}
          {pay.error ? (
            <Alert color="red" role="alert" title={t('shopBuy.payment.failedTitle')}>
              {pay.error.message}
            </Alert>
          ) : null}
          <Group justify="space-between" wrap="wrap">
            <Button component={Link} to="/shop/checkout/basket" variant="default">
              {t('shopBuy.payment.back')}
            </Button>
            <Button type="submit" size="md" loading={pay.isPending}>
              {invoice.on
                ? t('shopInvoice.placeOrder')
                : rest > 0
                  ? t('shopBuy.payment.payAmount', { amount: money(rest) })
                  : t('shopBuy.payment.pay')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
