import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Basket } from '@tessera/contract';
import { useTranslation } from 'react-i18next';

export interface DeliveryChoice {
  methodId: number | null;
  address: {
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
}

export const blankDeliveryAddress: DeliveryChoice['address'] = {
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
};

/** The method chosen at first: the first one that needs no address, else the first. */
export function initialDeliveryChoice(basket: Basket): DeliveryChoice {
  const first = basket.deliveryMethods.find((m) => !m.needsAddress) ?? basket.deliveryMethods[0];
  return { methodId: first?.id ?? null, address: blankDeliveryAddress };
}

/** The checkout body's delivery part. */
export function deliveryBody(basket: Basket, choice: DeliveryChoice) {
  const method = basket.deliveryMethods.find((m) => m.id === choice.methodId);
  return {
    deliveryMethodId: method?.id ?? null,
    deliveryAddress: method?.needsAddress ? choice.address : null,
  };
}

/**
 * Delivery methods the basket's events offer (their template's delivery plan), and mail's
 * address. Shared by the staff payment page and the shop's; `domesticNote` is shown under a
 * method that needs an address and does not ship abroad.
 */
export function DeliveryMethodPicker({
  basket,
  value,
  onChange,
  errors,
  label,
  domesticNote,
}: {
  basket: Basket;
  value: DeliveryChoice;
  onChange: (next: DeliveryChoice) => void;
  errors: Record<string, string>;
  label?: string;
  domesticNote?: string;
}) {
  const { t } = useTranslation();
  if (basket.deliveryMethods.length === 0) return null;
  const method = basket.deliveryMethods.find((m) => m.id === value.methodId);
  const address = (name: keyof DeliveryChoice['address'], label: string) => (
    <TextInput
      label={label}
      value={value.address[name]}
      onChange={(e) => onChange({ ...value, address: { ...value.address, [name]: e.currentTarget.value } })}
      error={errors[`deliveryAddress.${name}`]}
    />
  );
  return (
    <Stack gap="xs">
      <Radio.Group
        label={label ?? t('deliveryPlans.checkoutLabel')}
        value={value.methodId === null ? null : String(value.methodId)}
        onChange={(v) => onChange({ ...value, methodId: Number(v) })}
        error={errors.deliveryMethodId}
      >
        <Stack gap={6} mt={6}>
          {basket.deliveryMethods.map((m) => (
            <Radio
              key={m.id}
              value={String(m.id)}
              label={m.displayName || t(`deliveryPlans.types.${m.type}`)}
              description={
                [
                  m.delayedDelivery ? t('deliveryPlans.delayedNote') : '',
                  m.needsAddress && !m.allowInternationalShipping ? (domesticNote ?? '') : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {method?.needsAddress ? (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('deliveryPlans.addressTitle')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {address('line1', t('shopAccount.fields.line1'))}
            {address('line2', t('shopAccount.fields.line2'))}
            {address('city', t('shopAccount.fields.city'))}
            {address('region', t('shopAccount.fields.region'))}
            {address('postalCode', t('shopAccount.fields.postalCode'))}
            {address('country', t('shopAccount.fields.country'))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
