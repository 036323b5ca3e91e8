import { Alert, Box, Loader, Text } from '@mantine/core';
import type { CardEntry } from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStripeJs, type StripeApi, type StripeElementsApi } from './stripe-js';

/** What a page asks of the Payment Element when the buyer pays. */
export interface StripeCardHandle {
  /** Checks the fields and makes a PaymentMethod in Stripe: its id, or the message to show. */
  paymentMethod(): Promise<{ id: string } | { error: string }>;
  /**
   * The payer's bank asked for 3-D Secure: Stripe.js shows the bank's step for the intent (a
   * PaymentIntent, or a SetupIntent while saving a card); its id when it is authorized, or the
   * message to show.
   */
  authenticate(clientSecret: string): Promise<{ id: string } | { error: string }>;
}

type StripeEntry = Extract<CardEntry, { kind: 'stripe' }>;

/**
 * Stripe's Payment Element (decisions/0089): the card is typed into Stripe's own fields and
 * reaches Stripe only; the page gets a PaymentMethod id (and, after 3-D Secure, the intent's id)
 * to send to our server. `handle` is set once the element is mounted. `mode: 'setup'` keeps a
 * card without paying (the shop account's stored cards, decisions/0107): no amount is shown.
 */
export function StripeCardEntry({
  entry,
  amount,
  currency,
  handle,
  error,
  mode = 'payment',
}: {
  entry: StripeEntry;
  mode?: 'payment' | 'setup';
  amount: number;
  currency: string;
  handle: { current: StripeCardHandle | null };
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The element is made once per key and script; the amount it shows follows the basket.
  // Stripe.js translates its own fields: the language of the page, as Stripe names it (es, fr, en).
  const options = useRef({ amount, currency, mode, locale: i18n.language.split('-')[0] ?? 'auto' });
  useEffect(() => {
    let gone = false;
    let destroy = () => {};
    loadStripeJs(entry.scriptUrl)
      .then((Stripe) => {
        if (gone || !box.current) return;
        const stripe: StripeApi = Stripe(entry.publishableKey, { locale: options.current.locale });
        const currencyCode = options.current.currency.toLowerCase();
        const elements: StripeElementsApi = stripe.elements(
          options.current.mode === 'setup'
            ? {
                mode: 'setup',
                currency: currencyCode,
                setupFutureUsage: 'off_session',
                paymentMethodCreation: 'manual',
                paymentMethodTypes: ['card'],
              }
            : {
                mode: 'payment',
                amount: Math.max(options.current.amount, 1),
                currency: currencyCode,
                captureMethod: 'manual',
                paymentMethodCreation: 'manual',
                paymentMethodTypes: ['card'],
              },
        );
        const element = elements.create('payment', { layout: 'tabs' });
        element.mount(box.current);
        destroy = () => element.destroy();
        const messageOf = (e: { message?: string } | undefined) =>
          e?.message || t('shopBuy.payment.stripeFailed');
        handle.current = {
          async paymentMethod() {
            const checked = await elements.submit();
            if (checked.error) return { error: messageOf(checked.error) };
            const made = await stripe.createPaymentMethod({ elements });
            return made.paymentMethod ? { id: made.paymentMethod.id } : { error: messageOf(made.error) };
          },
          async authenticate(clientSecret) {
            const done = await stripe.handleNextAction({ clientSecret });
            const intent = done.paymentIntent ?? done.setupIntent;
            return intent && !done.error ? { id: intent.id } : { error: messageOf(done.error) };
          },
        };
        setState('ready');
      })
      .catch(() => {
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      handle.current = null;
      destroy();
    };
  }, [entry.scriptUrl, entry.publishableKey, handle, t]);
  return (
    <Box data-testid="stripe-card-entry">
      {state === 'loading' ? <Loader size="sm" aria-label={t('shopBuy.payment.stripeLoading')} /> : null}
      {state === 'failed' ? (
        <Alert color="red" role="alert">
          {t('shopBuy.payment.stripeUnavailable')}
        </Alert>
      ) : null}
      <div ref={box} />
      {error ? (
        <Text c="red" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
