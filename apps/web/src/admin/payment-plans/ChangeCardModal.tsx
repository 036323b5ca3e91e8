import { Group, Modal, Stack, TextInput } from '@mantine/core';
import type { OrderPaymentPlan } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { DialogActions } from '@/ui/DialogActions';
import { FailureAlert } from '@/ui/FailureAlert';
import { useChangePlanCard } from './queries';

/** The card a payment plan charges its next instalments to, changed in a dialog. */
export function ChangeCardModal({ plan, onClose }: { plan: OrderPaymentPlan; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePlanCard();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const errors = isApiError(change.error) ? change.error.fieldErrors : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [month, year] = card.expiry.split('/').map((p) => Number(p.trim()));
    change.mutate(
      {
        id: plan.id,
        card: {
          number: card.number,
          expMonth: Number.isInteger(month) ? month! : 0,
          expYear: Number.isInteger(year) ? year! : 0,
          cvc: card.cvc,
          name: '',
        },
      },
      { onSuccess: onClose },
    );
  };
  const set = (name: keyof typeof card) => (e: { currentTarget: { value: string } }) =>
    setCard({ ...card, [name]: e.currentTarget.value });
  return (
    <Modal opened onClose={onClose} title={t('paymentPlans.detail.changeCard')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {Object.keys(errors).length === 0 ? <FailureAlert error={change.error} /> : null}
          <TextInput
            label={t('paymentPlans.detail.cardNumber')}
            autoComplete="off"
            value={card.number}
            onChange={set('number')}
            error={errors['card.number']}
            data-autofocus
          />
          <Group grow>
            <TextInput
              label={t('paymentPlans.detail.cardExpiry')}
              placeholder="MM/YY"
              value={card.expiry}
              onChange={set('expiry')}
              error={errors['card.expMonth'] ?? errors['card.expYear']}
            />
            <TextInput
              label={t('paymentPlans.detail.cardCvc')}
              value={card.cvc}
              onChange={set('cvc')}
              error={errors['card.cvc']}
            />
          </Group>
          <DialogActions onCancel={onClose} confirmLabel={t('actions.save')} loading={change.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
