import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addStoredCard, removeStoredCard } from '@tessera/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { CardFields } from '@/ui/CardFields';
import {
  type CardProblems,
  cardProblemMessages,
  type EnteredCard,
  emptyCard,
  readCard,
} from '@/ui/card-entry';
import { SectionLoader } from '@/ui/FullPageLoader';
import { QueryList } from '@/ui/QueryList';
import { StripeCardEntry, type StripeCardHandle } from '@/ui/StripeCardEntry';
import { customerKeys, customerQueries } from '../queries';

/** A problem Stripe's fields answered in the browser (nothing reached our server). */
class CardEntryProblem extends Error {}

/**
 * Keeps a card: typed into our card form (the sandbox), or, when the account's card payment
 * account is Stripe, into Stripe's Payment Element; only the PaymentMethod's id is sent, and when
 * the bank asks for 3-D Secure while the card is saved, Stripe.js shows the bank's step and the
 * SetupIntent it passed is sent instead (decisions/0107).
 */
function AddCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { settings } = useShopVenue();
  const entry = useQuery(customerQueries.cardEntry());
  const stripeEntry = entry.data?.kind === 'stripe' ? entry.data : null;
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const [card, setCard] = useState(emptyCard);
  const [problems, setProblems] = useState<CardProblems>({});
  const keepWithStripe = async (handle: StripeCardHandle) => {
    const made = await handle.paymentMethod();
    if ('error' in made) throw new CardEntryProblem(made.error);
    try {
      return await callApi(addStoredCard, { body: { paymentMethodId: made.id } });
    } catch (error) {
      if (!isApiError(error) || !error.nextAction) throw error;
      const done = await handle.authenticate(error.nextAction.clientSecret);
      if ('error' in done) throw new CardEntryProblem(done.error);
      return callApi(addStoredCard, { body: { paymentMethodId: done.id } });
    }
  };
  const add = useMutation({
    mutationFn: (entered: EnteredCard | null) =>
      entered
        ? callApi(addStoredCard, { body: { card: entered } })
        : stripeCard.current
          ? keepWithStripe(stripeCard.current)
          : Promise.reject(new CardEntryProblem(t('shopBuy.payment.stripeUnavailable'))),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.cards() });
      onDone();
    },
  });
  const serverErrors = isApiError(add.error) ? add.error.fieldErrors : {};
  const errors = {
    ...serverErrors,
    ...(add.error instanceof CardEntryProblem ? { 'card.number': add.error.message } : {}),
    'card.expiry': serverErrors['card.expMonth'] ?? serverErrors['card.expYear'],
    ...cardProblemMessages(problems, t),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (stripeEntry) {
      add.mutate(null);
      return;
    }
    const read = readCard(card);
    setProblems(read.problems);
    if (read.card) add.mutate(read.card);
  };
  const shownElsewhere = add.error instanceof CardEntryProblem || Object.keys(serverErrors).length > 0;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('shopAccount.cards.addTitle')}
          </Title>
          {entry.isPending ? (
            <SectionLoader />
          ) : stripeEntry ? (
            <StripeCardEntry
              entry={stripeEntry}
              mode="setup"
              amount={0}
              currency={settings.currency}
              handle={stripeCard}
              error={errors['card.number'] ?? serverErrors.card}
            />
          ) : (
            <CardFields card={card} onChange={setCard} errors={errors} />
          )}
          {add.error && !shownElsewhere ? (
            <Alert color="red">
              {isApiError(add.error) ? add.error.message : t('errors.common.internal')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={add.isPending} disabled={entry.isPending}>
              {t('shopAccount.cards.save')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('shopAccount.cards.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Stored cards: the processor keeps the card; the shop shows brand, last 4 and expiry. */
export function PaymentMethodsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cards = useQuery(customerQueries.cards());
  const [adding, setAdding] = useState(false);
  const remove = useMutation({
    mutationFn: (id: number) => callApi(removeStoredCard, { params: { paymentMethodId: id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.cards() }),
  });
  return (
    <Stack gap="md">
      <QueryList query={cards} empty={t('shopAccount.cards.empty')}>
        {(list) => (
          <Stack gap="sm">
            {list.map((c) => (
              <Paper key={c.id} withBorder radius="md" p="md">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{t('shopAccount.cards.label', { brand: c.brand, last4: c.last4 })}</Text>
                    <Text size="sm" c="dimmed">
                      {t('shopAccount.cards.expires', {
                        date: `${String(c.expMonth).padStart(2, '0')}/${c.expYear}`,
                      })}
                    </Text>
                  </div>
                  <Button
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === c.id}
                    onClick={() => remove.mutate(c.id)}
                    aria-label={t('shopAccount.cards.removeLabel', { brand: c.brand, last4: c.last4 })}
                  >
                    {t('shopAccount.cards.remove')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryList>
      {isApiError(remove.error) ? <Alert color="red">{remove.error.message}</Alert> : null}
      {adding ? (
        <AddCardForm onDone={() => setAdding(false)} />
      ) : (
        <Group>
          <Button onClick={() => setAdding(true)}>{t('shopAccount.cards.add')}</Button>
        </Group>
      )}
    </Stack>
  );
}
