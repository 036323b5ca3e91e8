import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { saveBasket } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSellBasket } from '@/admin/sell/useSellBasket';
import { callApi } from '@/api/client';
import { DateTimeInput } from '@/ui/DateTimeInput';

const localInput = (d: Date) =>
  new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Checkout's "Save basket": name it, add notes and dates, and finish the sale later. */
export function SaveBasketButton({ basketId }: { basketId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sell = useSellBasket();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [holdUntil, setHoldUntil] = useState(() => localInput(new Date(Date.now() + 24 * 3_600_000)));
  const [due, setDue] = useState('');
  const save = useMutation({
    mutationFn: () =>
      callApi(saveBasket, {
        params: { basketId },
        body: {
          name: name.trim(),
          notes,
          ...(holdUntil ? { holdUntil: new Date(holdUntil).toISOString() } : {}),
          paymentDueAt: due ? new Date(due).toISOString() : null,
        },
      }),
    onSuccess: () => {
      sell.forget();
      navigate('/admin/v2/orders/saved-baskets');
    },
  });
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('orders.saveBasket.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('orders.saveBasket.title')}>
        <Stack gap="sm">
          <TextInput
            label={t('orders.saveBasket.name')}
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label={t('orders.saveBasket.notes')}
            maxLength={2000}
            autosize
            minRows={2}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <DateTimeInput
            label={t('orders.saveBasket.holdUntil')}
            value={holdUntil}
            onChange={(e) => setHoldUntil(e.currentTarget.value)}
          />
          <DateTimeInput
            label={t('orders.saveBasket.paymentDue')}
            value={due}
            onChange={(e) => setDue(e.currentTarget.value)}
          />
          {save.isError ? <Alert color="red">{save.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button disabled={!name.trim()} loading={save.isPending} onClick={() => save.mutate()}>
              {t('orders.saveBasket.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
