import { Anchor, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { consumerTitles } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const emptyBuyer = { title: null as string | null, firstName: '', lastName: '', email: '', phone: '' };
// Country: the shop sells to US addresses until a country field is added.
export const emptyAddress = { line1: '', city: '', postalCode: '', country: 'US' };
export type BuyerForm = typeof emptyBuyer;
export type AddressForm = typeof emptyAddress;

/** The checkout's "Your details": the buyer's name, email, phone and postal address. */
export function BuyerDetailsSection({
  signedInEmail,
  buyer,
  onBuyer: setBuyer,
  address,
  onAddress: setAddress,
  errors,
}: {
  signedInEmail: string | null;
  buyer: BuyerForm;
  onBuyer: (next: BuyerForm) => void;
  address: AddressForm;
  onAddress: (next: AddressForm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('shopBuy.payment.details')}
        </Title>
        {signedInEmail ? (
          <Text size="sm" c="dimmed" data-testid="signed-in-note">
            {t('shopBuy.payment.signedInAs', { email: signedInEmail })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('shopBuy.payment.guestNote')}{' '}
            <Anchor component={Link} to="/shop/account/login?returnTo=/shop/checkout/payment">
              {t('shopBuy.payment.signInToKeep')}
            </Anchor>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('shopBuy.payment.titleLabel')}
            data={consumerTitles.map((v) => ({ value: v, label: t(`shopBuy.titles.${v}`) }))}
            value={buyer.title}
            onChange={(v) => setBuyer({ ...buyer, title: v })}
            clearable
          />
          <TextInput
            label={t('shopBuy.payment.firstName')}
            required
            autoComplete="given-name"
            value={buyer.firstName}
            error={errors['buyer.firstName']}
            onChange={(e) => setBuyer({ ...buyer, firstName: e.currentTarget.value })}
          />
          <TextInput
            label={t('shopBuy.payment.lastName')}
            required
            autoComplete="family-name"
            value={buyer.lastName}
            error={errors['buyer.lastName']}
            onChange={(e) => setBuyer({ ...buyer, lastName: e.currentTarget.value })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('shopBuy.payment.email')}
            required
            type="email"
            autoComplete="email"
            value={buyer.email}
            error={errors['buyer.email']}
            onChange={(e) => setBuyer({ ...buyer, email: e.currentTarget.value })}
          />
          <TextInput
            label={t('shopBuy.payment.phone')}
            type="tel"
            autoComplete="tel"
            value={buyer.phone}
            error={errors['buyer.phone']}
            onChange={(e) => setBuyer({ ...buyer, phone: e.currentTarget.value })}
          />
        </SimpleGrid>
        <TextInput
          label={t('shopBuy.payment.address')}
          autoComplete="address-line1"
          value={address.line1}
          error={errors['buyer.address.line1']}
          onChange={(e) => setAddress({ ...address, line1: e.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('shopBuy.payment.city')}
            autoComplete="address-level2"
            value={address.city}
            error={errors['buyer.address.city']}
            onChange={(e) => setAddress({ ...address, city: e.currentTarget.value })}
          />
          <TextInput
            label={t('shopBuy.payment.zip')}
            autoComplete="postal-code"
            inputMode="numeric"
            value={address.postalCode}
            error={errors['buyer.address.postalCode']}
            onChange={(e) => setAddress({ ...address, postalCode: e.currentTarget.value })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
