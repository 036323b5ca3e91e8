import {
  Alert,
  Anchor,
  Button,
  Card,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ShopGiftCertificateSale, shopGiftCertificatePurchaseBody } from '@tessera/contract';
import type { ShippedLocale } from '@tessera/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useShopMoney } from '@/shop/buy/useShopAction';
import { customerQueries } from '@/shop/customer-accounts/queries';
import { CardFields } from '@/ui/CardFields';
import { cardProblemMessages, emptyCard, readCard } from '@/ui/card-entry';
import { attemptKeys } from '@/ui/checkout-attempts';
import { SectionLoader } from '@/ui/FullPageLoader';
import { NotFound } from '@/ui/NotFoundPage';
import { schemaErrors } from '@/ui/schema-errors';
import { usePageTitle } from '@/ui/usePageTitle';
import { ExpiryText } from './ExpiryText';
import { shopGiftCertificateQueries, useBuyGiftCertificate } from './queries';

const blank = { firstName: '', lastName: '', email: '', recipientName: '', recipientEmail: '', message: '' };

/** /shop/giftcertificates/{id}: a guest or a signed-in customer buys a gift certificate by card. */
export function GiftCertificatePurchasePage() {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  const templateId = Number(useParams().id);
  const offer = useQuery({
    ...shopGiftCertificateQueries.offer(templateId),
    enabled: Number.isSafeInteger(templateId),
  });
  const profile = useQuery(customerQueries.session()).data?.customer ?? null;
  const [fields, setFields] = useState(blank);
  const [amount, setAmount] = useState<number | string>('');
  const [card, setCard] = useState(emptyCard);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sold, setSold] = useState<ShopGiftCertificateSale | null>(null);
  const keyFor = useRef(attemptKeys()).current;
  const buy = useBuyGiftCertificate();
  usePageTitle(offer.data?.name ?? t('shopGiftCertificates.title'));
  // Signed in: the buyer is the customer, filled in once.
  useEffect(() => {
    if (profile)
      setFields((f) => ({
        ...f,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
      }));
  }, [profile]);
  if (offer.isPending && Number.isSafeInteger(templateId)) return <SectionLoader />;
  if (!offer.data) {
    return isApiError(offer.error) && offer.error.status !== 404 ? (
      <Alert color="red">{offer.error.message}</Alert>
    ) : (
      <NotFound homeHref="/shop" />
    );
  }
  const o = offer.data;
  // The value is read in the handler: the event's target is gone when the updater runs.
  const set = (name: keyof typeof blank) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [name]: value }));
  };
  const error = (name: string) => errors[name];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (buy.isPending) return;
    const request = {
      amount: typeof amount === 'number' ? Math.round(amount * 100) : Number.NaN,
      buyer: { firstName: fields.firstName, lastName: fields.lastName, email: fields.email.trim() },
      recipientName: fields.recipientName,
      recipientEmail: fields.recipientEmail.trim(),
      message: fields.message,
    };
    const found = schemaErrors(
      shopGiftCertificatePurchaseBody.omit({ idempotencyKey: true }),
      request,
      i18n.language as ShippedLocale,
    );
    const all: Record<string, string> = { ...found };
    if (!(request.amount >= o.minAmount && request.amount <= o.maxAmount)) {
      all.amount = t('shopGiftCertificates.amountRange', {
        min: money(o.minAmount),
        max: money(o.maxAmount),
      });
    }
    const read = readCard(card);
    Object.assign(all, cardProblemMessages(read.problems, t));
    setErrors(all);
    if (Object.keys(all).length > 0 || !read.card) return;
    buy.mutate(
      { templateId: o.templateId, body: { ...request, idempotencyKey: keyFor(request), card: read.card } },
      {
        onSuccess: setSold,
        onError: (e) => {
          if (isApiError(e)) setErrors(e.fieldErrors);
        },
      },
    );
  };

  if (sold) {
    const c = sold.certificate;
    return (
      <Stack gap="lg" maw={560}>
        <Title order={1}>{o.name}</Title>
        <Alert color="teal" role="status" title={t('shopGiftCertificates.bought')}>
          {t('shopGiftCertificates.boughtBody', { amount: money(c.amount), recipient: c.recipientName })}
        </Alert>
        <Anchor component={Link} to={`/shop/giftcertificates/${c.bundleCode}/${c.number}`}>
          {t('shopGiftCertificates.view', { number: c.number })}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('shopGiftCertificates.heading', { name: o.name })}</Title>
      <ExpiryText offer={o} />
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NumberInput
              label={t('shopGiftCertificates.amount')}
              description={t('shopGiftCertificates.amountRange', {
                min: money(o.minAmount),
                max: money(o.maxAmount),
              })}
              value={amount}
              onChange={setAmount}
              min={o.minAmount / 100}
              max={o.maxAmount / 100}
              decimalScale={2}
              clampBehavior="none"
              withAsterisk
              error={error('amount')}
            />
            <Text fw={600}>{t('shopGiftCertificates.from')}</Text>
            <TextInput
              label={t('shopGiftCertificates.firstName')}
              value={fields.firstName}
              onChange={set('firstName')}
              withAsterisk
              error={error('buyer.firstName')}
            />
            <TextInput
              label={t('shopGiftCertificates.lastName')}
              value={fields.lastName}
              onChange={set('lastName')}
              withAsterisk
              error={error('buyer.lastName')}
            />
            <TextInput
              label={t('shopGiftCertificates.email')}
              type="email"
              value={fields.email}
              onChange={set('email')}
              withAsterisk
              error={error('buyer.email')}
            />
            <Text fw={600}>{t('shopGiftCertificates.to')}</Text>
            <TextInput
              label={t('shopGiftCertificates.recipientName')}
              value={fields.recipientName}
              onChange={set('recipientName')}
              withAsterisk
              error={error('recipientName')}
            />
            <TextInput
              label={t('shopGiftCertificates.recipientEmail')}
              type="email"
              value={fields.recipientEmail}
              onChange={set('recipientEmail')}
              withAsterisk
              error={error('recipientEmail')}
            />
            <Textarea
              label={t('shopGiftCertificates.message')}
              value={fields.message}
              onChange={set('message')}
              maxLength={500}
              autosize
              minRows={2}
              error={error('message')}
            />
            <CardFields card={card} onChange={setCard} errors={errors} />
            {isApiError(buy.error) && Object.keys(buy.error.fieldErrors).length === 0 ? (
              <Alert color="red">{buy.error.message}</Alert>
            ) : null}
            <Button type="submit" loading={buy.isPending}>
              {typeof amount === 'number' && amount > 0
                ? t('shopGiftCertificates.buyFor', { amount: money(Math.round(amount * 100)) })
                : t('shopGiftCertificates.buy')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
