import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutShopBasket, getShopCardEntry, shopBuyer } from '@tessera/contract';
import { consumerTitles, type ShippedLocale } from '@tessera/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { customerQueries } from '@/shop/customer-accounts/queries';
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
import { type AppliedCertificate, GiftCertificateSection } from './GiftCertificateSection';
import { shopBuyKeys, shopBuyQueries, useShopBasket } from './queries';
import { TermsAgreement } from './TermsAgreement';
import { useShopMoney } from './useShopAction';

const emptyBuyer = { title: null as string | null, firstName: '', lastName: '', email: '', phone: '' };
// Country: the shop sells to US addresses until a country field is added.
const emptyAddress = { line1: '', city: '', postalCode: '', country: 'US' };

/** What the processor's browser fields refused (their own message, in the buyer's language). */
class CardEntryProblem extends Error {}

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
  const [delivery, setDelivery] = useState<DeliveryChoice | null>(null);
  const [gift, setGift] = useState<AppliedCertificate | null>(null);
  const [useCredit, setUseCredit] = useState(false);
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
  const stripeCard = useRef<StripeCardHandle | null>(null);
  type CheckoutBody = (Parameters<typeof callApi<typeof checkoutShopBasket>>[1] & object)['body'];
  /**
   * Pays: with Stripe's Payment Element, the card becomes a PaymentMethod in Stripe first and only
   * its id is sent; when the bank asks for 3-D Secure, Stripe.js shows its step and the checkout
   * is sent again with the intent it authorized. Otherwise the typed card goes to the sandbox.
   */
  const checkoutWith = async ({ body, stripe }: { body: CheckoutBody; stripe: boolean }) => {
    if (!stripe || !stripeCard.current) return callApi(checkoutShopBasket, { body });
    const card = stripeCard.current;
    const made = await card.paymentMethod();
    if ('error' in made) throw new CardEntryProblem(made.error);
    const withMethod = {
      ...body,
      paymentMethodId: made.id,
      idempotencyKey: keyFor({ ...body, pm: made.id }),
    };
    try {
      return await callApi(checkoutShopBasket, { body: withMethod });
    } catch (error) {
      if (!isApiError(error) || !error.nextAction) throw error;
      const done = await card.authenticate(error.nextAction.clientSecret);
      if ('error' in done) throw new CardEntryProblem(done.error);
      return callApi(checkoutShopBasket, {
        body: { ...withMethod, paymentMethodId: done.id, idempotencyKey: keyFor({ ...body, pi: done.id }) },
      });
    }
  };
  const pay = useMutation({
    mutationFn: checkoutWith,
    onSuccess: async (order) => {
      client.setQueryData(shopBuyQueries.order(order.id).queryKey, order);
      await navigate(`/shop/checkout/confirmation/${order.id}`);
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
  // The certificate never pays more than the total (the server checks it again).
  const giftAmount = gift ? Math.min(gift.amount, basket.total) : 0;
  // A signed-in customer's account credit pays what the certificate leaves, up to the balance.
  const creditAmount = useCredit && balance > 0 ? Math.min(balance, basket.total - giftAmount) : 0;
  const rest = basket.total - giftAmount - creditAmount;
  const needsCard = rest > 0 || (!gift && creditAmount === 0);

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
      giftCertificate: gift ? { number: gift.number, amount: giftAmount } : null,
      accountCredit: creditAmount > 0 ? creditAmount : null,
      ...deliveryBody(basket, choice),
      termsAccepted: terms,
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
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('shopBuy.payment.details')}
              </Title>
              {profile ? (
                <Text size="sm" c="dimmed" data-testid="signed-in-note">
                  {t('shopBuy.payment.signedInAs', { email: profile.email })}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('shopBuy.payment.guestNote')}{' '}
                  <Anchor component={Link} to="/shop/account/login?returnTo=/shop/checkout/payment">
                    {t('shopBuy.payment.signInToKeep')}
                  </Anchor>
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Select
                  label={t('shopBuy.payment.titleLabel')}
                  data={consumerTitles.map((v) => ({ value: v, label: t(`shopBuy.titles.${v}`) }))}
                  value={buyer.title}
                  onChange={(v) => setBuyer({ ...buyer, title: v })}
                  clearable
                />
                <TextInput
                  label={t('shopBuy.payment.firstName')}
                  required
                  autoComplete="given-name"
                  value={buyer.firstName}
                  error={field('buyer.firstName')}
                  onChange={(e) => setBuyer({ ...buyer, firstName: e.currentTarget.value })}
                />
                <TextInput
                  label={t('shopBuy.payment.lastName')}
                  required
                  autoComplete="family-name"
                  value={buyer.lastName}
                  error={field('buyer.lastName')}
                  onChange={(e) => setBuyer({ ...buyer, lastName: e.currentTarget.value })}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('shopBuy.payment.email')}
                  required
                  type="email"
                  autoComplete="email"
                  value={buyer.email}
                  error={field('buyer.email')}
                  onChange={(e) => setBuyer({ ...buyer, email: e.currentTarget.value })}
                />
                <TextInput
                  label={t('shopBuy.payment.phone')}
                  type="tel"
                  autoComplete="tel"
                  value={buyer.phone}
                  error={field('buyer.phone')}
                  onChange={(e) => setBuyer({ ...buyer, phone: e.currentTarget.value })}
                />
              </SimpleGrid>
              <TextInput
                label={t('shopBuy.payment.address')}
                autoComplete="address-line1"
                value={address.line1}
                error={field('buyer.address.line1')}
                onChange={(e) => setAddress({ ...address, line1: e.currentTarget.value })}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('shopBuy.payment.city')}
                  autoComplete="address-level2"
                  value={address.city}
                  error={field('buyer.address.city')}
                  onChange={(e) => setAddress({ ...address, city: e.currentTarget.value })}
                />
                <TextInput
                  label={t('shopBuy.payment.zip')}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  value={address.postalCode}
                  error={field('buyer.address.postalCode')}
                  onChange={(e) => setAddress({ ...address, postalCode: e.currentTarget.value })}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
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
          {profile && balance > 0 ? (
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
          {needsCard ? (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  {t('shopBuy.payment.card')}
                </Title>
                {gift || creditAmount > 0 ? (
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
              {gift || creditAmount > 0 ? (
                <Stack gap={4} data-testid="payment-split">
                  {gift ? (
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
              {rest > 0 ? t('shopBuy.payment.payAmount', { amount: money(rest) }) : t('shopBuy.payment.pay')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
