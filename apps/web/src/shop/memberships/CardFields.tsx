import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { parseExpiry } from '@/ui/checkout-attempts';
import type { ShopCard } from './queries';

/** A card typed for a membership payment; the server checks it through the payment port. */
export function CardPayment({
  submitLabel,
  pending,
  error,
  onPay,
}: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onPay: (card: ShopCard) => void;
}) {
  const { t } = useTranslation();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [invalid, setInvalid] = useState<string | null>(null);
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(e) => {
        e.preventDefault();
        const expiry = parseExpiry(card.expiry);
        if (!expiry || card.number.replace(/\s+/g, '').length < 12) {
          setInvalid(t(!expiry ? 'shopBuy.payment.expiryInvalid' : 'shopBuy.payment.cardNumberInvalid'));
          return;
        }
        setInvalid(null);
        onPay({
          number: card.number.replace(/\s+/g, ''),
          expMonth: expiry.expMonth,
          expYear: expiry.expYear,
          cvc: card.cvc.trim(),
          name: card.name.trim(),
        });
      }}
    >
      <TextInput
        label={t('shopBuy.payment.cardNumber')}
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={(e) => setCard({ ...card, number: e.currentTarget.value })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('shopBuy.payment.expiry')}
          placeholder={t('shopBuy.payment.expiryPlaceholder')}
          autoComplete="cc-exp"
          value={card.expiry}
          onChange={(e) => setCard({ ...card, expiry: e.currentTarget.value })}
        />
        <TextInput
          label={t('shopBuy.payment.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          value={card.cvc}
          onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value })}
        />
      </SimpleGrid>
      <TextInput
        label={t('shopBuy.payment.nameOnCard')}
        autoComplete="cc-name"
        value={card.name}
        onChange={(e) => setCard({ ...card, name: e.currentTarget.value })}
      />
      {invalid ? <Alert color="red">{invalid}</Alert> : null}
      {isApiError(error) ? <Alert color="red">{error.message}</Alert> : null}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
