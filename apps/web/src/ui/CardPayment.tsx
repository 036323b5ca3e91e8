import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { CardFields } from '@/ui/CardFields';
import {
  type CardProblems,
  cardProblemMessages,
  type EnteredCard,
  emptyCard,
  readCard,
} from '@/ui/card-entry';

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
  onPay: (card: EnteredCard) => void;
}) {
  const { t } = useTranslation();
  const [card, setCard] = useState(emptyCard);
  const [problems, setProblems] = useState<CardProblems>({});
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(e) => {
        e.preventDefault();
        const read = readCard(card);
        setProblems(read.problems);
        if (read.card) onPay(read.card);
      }}
    >
      <CardFields card={card} onChange={setCard} errors={cardProblemMessages(problems, t)} />
      {isApiError(error) ? <Alert color="red">{error.message}</Alert> : null}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
