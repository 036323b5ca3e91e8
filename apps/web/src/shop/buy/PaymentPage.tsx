import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutShopBasket, shopBuyer } from '@tessera/contract';
import { consumerTitles, type ShippedLocale } from '@tessera/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { attemptKeys, parseExpiry } from '@/ui/checkout-attempts';
import { SectionLoader } from '@/ui/FullPageLoader';
import { schemaErrors } from '@/ui/schema-errors';
import { usePageTitle } from '@/ui/usePageTitle';
import { BasketCountdown } from './BasketCountdown';
import { BasketLinesList } from './BasketLinesList';
import { shopBuyKeys, shopBuyQueries, useShopBasket } from './queries';

const emptyBuyer = { title: null as string | null, firstName: '', lastName: '', email: '', phone: '' };
// Country: the shop sells to US addresses until a country field is added.
const emptyAddress = { line1: '', city: '', postalCode: '', country: 'US' };
const emptyCard = { number: '', expiry: '', cvc: '', name: '' };

/**
 * /shop/checkout/payment: guest details, the terms when the account asks for them, and a card.
 * More payment kinds (gift certificates) and a delivery step slot in as further sections.
 */
export function PaymentPage() {
  const { t, i18n } = useTranslation();
  const { information, settings } = useShopVenue();
  usePageTitle(t('shopBuy.payment.pageName'), information.name);
  const { query, basket } = useShopBasket();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [buyer, setBuyer] = useState(emptyBuyer);
  const [address, setAddress] = useState(emptyAddress);
  const [card, setCard] = useState(emptyCard);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One idempotency key per attempt: the same request again (double click, retry) keeps it.
  const keyFor = useRef(attemptKeys()).current;
  const pay = useMutation({
    mutationFn: (body: Parameters<typeof callApi<typeof checkoutShopBasket>>[1] & object) =>
      callApi(checkoutShopBasket, body),
    onSuccess: async (order) => {
      client.setQueryData(shopBuyQueries.order(order.id).queryKey, order);
      await navigate(`/shop/checkout/confirmation/${order.id}`);
      client.setQueryData(shopBuyKeys.basket(), null);
    },
    onError: (error) => {
      if (isApiError(error)) {
        if (error.has('purchase.reservation_expired')) void navigate('/shop/checkout/expired');
        setErrors(error.fieldErrors);
      }
    },
  });
  if (query.isPending || pay.isSuccess) return <SectionLoader />;
  if (!basket || basket.items.length === 0) return <Navigate to="/shop/checkout/basket" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending) return;
    const buyerBody = {
      ...buyer,
      phone: buyer.phone.trim(),
      ...(address.line1.trim() || address.postalCode.trim() || address.city.trim() ? { address } : {}),
    };
    const found = schemaErrors(shopBuyer, buyerBody, i18n.language as ShippedLocale);
    const expiry = parseExpiry(card.expiry);
    const cardErrors: Record<string, string> = {};
    if (card.number.replace(/\s+/g, '').length < 12)
      cardErrors['card.number'] = t('shopBuy.payment.cardNumberInvalid');
    if (!expiry) cardErrors['card.expiry'] = t('shopBuy.payment.expiryInvalid');
    if (!/^\d{3,4}$/.test(card.cvc.trim())) cardErrors['card.cvc'] = t('shopBuy.payment.cvcInvalid');
    const all = {
      ...Object.fromEntries(Object.entries(found).map(([k, v]) => [`buyer.${k}`, v])),
      ...cardErrors,
    };
    if (settings.requireTermsOfService && !terms) all.termsAccepted = t('shopBuy.payment.termsRequired');
    setErrors(all);
    if (Object.keys(all).length > 0 || !expiry) return;
    const request = {
      buyer: buyerBody,
      card: {
        number: card.number.replace(/\s+/g, ''),
        ...expiry,
        cvc: card.cvc.trim(),
        name: card.name.trim(),
      },
      termsAccepted: terms,
      basket: basket.id,
      total: basket.total,
    };
    pay.mutate({
      body: {
        idempotencyKey: keyFor(request),
        buyer: request.buyer as never,
        card: request.card,
        termsAccepted: terms,
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
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('shopBuy.payment.card')}
              </Title>
              <TextInput
                label={t('shopBuy.payment.cardNumber')}
                autoComplete="cc-number"
                inputMode="numeric"
                value={card.number}
                error={field('card.number')}
                onChange={(e) => setCard({ ...card, number: e.currentTarget.value })}
              />
              <SimpleGrid cols={2} spacing="sm">
                <TextInput
                  label={t('shopBuy.payment.expiry')}
                  placeholder={t('shopBuy.payment.expiryPlaceholder')}
                  autoComplete="cc-exp"
                  value={card.expiry}
                  error={field('card.expiry')}
                  onChange={(e) => setCard({ ...card, expiry: e.currentTarget.value })}
                />
                <TextInput
                  label={t('shopBuy.payment.cvc')}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  value={card.cvc}
                  error={field('card.cvc')}
                  onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value })}
                />
              </SimpleGrid>
              <TextInput
                label={t('shopBuy.payment.nameOnCard')}
                autoComplete="cc-name"
                value={card.name}
                onChange={(e) => setCard({ ...card, name: e.currentTarget.value })}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('shopBuy.payment.summary')}
              </Title>
              <BasketLinesList basket={basket} readOnly />
            </Stack>
          </Paper>
          {settings.requireTermsOfService ? (
            <Checkbox
              label={t('shopBuy.payment.terms')}
              checked={terms}
              error={field('termsAccepted')}
              onChange={(e) => setTerms(e.currentTarget.checked)}
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
              {t('shopBuy.payment.pay')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
