import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addStoredCard, removeStoredCard } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { CardFields } from '@/ui/CardFields';
import {
  type CardProblems,
  cardProblemMessages,
  type EnteredCard,
  emptyCard,
  readCard,
} from '@/ui/card-entry';
import { QueryList } from '@/ui/QueryList';
import { customerKeys, customerQueries } from '../queries';

function AddCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [card, setCard] = useState(emptyCard);
  const [problems, setProblems] = useState<CardProblems>({});
  const add = useMutation({
    mutationFn: (entered: EnteredCard) => callApi(addStoredCard, { body: { card: entered } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.cards() });
      onDone();
    },
  });
  const serverErrors = isApiError(add.error) ? add.error.fieldErrors : {};
  const errors = {
    ...serverErrors,
    'card.expiry': serverErrors['card.expMonth'] ?? serverErrors['card.expYear'],
    ...cardProblemMessages(problems, t),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readCard(card);
    setProblems(read.problems);
    if (read.card) add.mutate(read.card);
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('shopAccount.cards.addTitle')}
          </Title>
          <CardFields card={card} onChange={setCard} errors={errors} />
          {add.error && Object.keys(serverErrors).length === 0 ? (
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
