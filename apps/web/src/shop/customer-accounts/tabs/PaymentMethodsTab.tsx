import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addStoredCard, removeStoredCard } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { QueryList } from '@/ui/QueryList';
import { customerKeys, customerQueries } from '../queries';

const emptyCard = { number: '', expiry: '', cvc: '', name: '' };

/** "MM/YY" or "MM/YYYY" → month and year; NaN when unreadable (the server names the problem). */
function expiryOf(text: string) {
  const [month, year] = text.split('/').map((p) => Number(p.trim()));
  return { expMonth: month ?? Number.NaN, expYear: year ?? Number.NaN };
}

function AddCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [card, setCard] = useState(emptyCard);
  const add = useMutation({
    mutationFn: () => {
      const { expMonth, expYear } = expiryOf(card.expiry);
      return callApi(addStoredCard, {
        body: {
          card: {
            number: card.number,
            expMonth: Number.isInteger(expMonth) ? expMonth : 0,
            expYear: Number.isInteger(expYear) ? expYear : 0,
            cvc: card.cvc,
            name: card.name,
          },
        },
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.cards() });
      onDone();
    },
  });
  const errors = isApiError(add.error) ? add.error.fieldErrors : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  const set = (name: keyof typeof emptyCard) => (e: { currentTarget: { value: string } }) =>
    setCard({ ...card, [name]: e.currentTarget.value });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('shopAccount.cards.addTitle')}
          </Title>
          <TextInput
            label={t('shopAccount.cards.name')}
            autoComplete="cc-name"
            value={card.name}
            onChange={set('name')}
          />
          <TextInput
            label={t('shopAccount.cards.number')}
            autoComplete="cc-number"
            inputMode="numeric"
            value={card.number}
            onChange={set('number')}
            error={errors['card.number']}
            required
          />
          <SimpleGrid cols={2}>
            <TextInput
              label={t('shopAccount.cards.expiry')}
              placeholder={t('shopAccount.cards.expiryPlaceholder')}
              autoComplete="cc-exp"
              value={card.expiry}
              onChange={set('expiry')}
              error={errors['card.expMonth'] ?? errors['card.expYear']}
              required
            />
            <TextInput
              label={t('shopAccount.cards.cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              value={card.cvc}
              onChange={set('cvc')}
              error={errors['card.cvc']}
              required
            />
          </SimpleGrid>
          {add.error && Object.keys(errors).length === 0 ? (
            <Alert color="red">
              {isApiError(add.error) ? add.error.message : t('errors.common.internal')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={add.isPending}>
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
