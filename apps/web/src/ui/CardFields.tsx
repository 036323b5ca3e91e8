import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TypedCard } from './card-entry';

/**
 * The sandbox processor's card fields: number, expiry, security code and name, with the
 * browser's autofill hints. `errors` holds messages by field (`card.number`, `card.expiry`,
 * `card.cvc`).
 */
export function CardFields({
  card,
  onChange,
  errors = {},
}: {
  card: TypedCard;
  onChange: (card: TypedCard) => void;
  errors?: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const set = (name: keyof TypedCard) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...card, [name]: e.currentTarget.value });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('shopBuy.payment.cardNumber')}
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        error={errors['card.number']}
        onChange={set('number')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('shopBuy.payment.expiry')}
          placeholder={t('shopBuy.payment.expiryPlaceholder')}
          autoComplete="cc-exp"
          value={card.expiry}
          error={errors['card.expiry']}
          onChange={set('expiry')}
        />
        <TextInput
          label={t('shopBuy.payment.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          value={card.cvc}
          error={errors['card.cvc']}
          onChange={set('cvc')}
        />
      </SimpleGrid>
      <TextInput
        label={t('shopBuy.payment.nameOnCard')}
        autoComplete="cc-name"
        value={card.name}
        onChange={set('name')}
      />
    </Stack>
  );
}
