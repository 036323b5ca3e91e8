import { Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { BasketLink } from '@/shop/buy/BasketLink';
import { AccountLinks } from '@/shop/customer-accounts/AccountLinks';
import { customerQueries } from '@/shop/customer-accounts/queries';
import { LocalePicker } from './LocalePicker';

/** The warning before a signed-in customer's session runs out (a modal): loaded once signed in. */
const SessionExpiryWarning = lazy(async () => ({
  default: (await import('@/shop/customer-accounts/SessionExpiryWarning')).SessionExpiryWarning,
}));

export function ShopHeader() {
  const { information } = useShopVenue();
  const signedIn = Boolean(useQuery(customerQueries.session()).data?.session);
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="wrap" gap="sm" style={{ rowGap: 6 }}>
          <Text
            component={Link}
            to="/shop"
            fw={700}
            fz={{ base: 'md', sm: 'lg' }}
            c="dark.8"
            truncate
            style={{ textDecoration: 'none', minWidth: 120, flex: '1 1 120px' }}
          >
            {information.name}
          </Text>
          <Group gap="xs" wrap="wrap" justify="flex-end" ml="auto">
            <BasketLink />
            <AccountLinks />
            <LocalePicker />
          </Group>
        </Group>
      </Container>
      {signedIn && (
        <Suspense fallback={null}>
          <SessionExpiryWarning />
        </Suspense>
      )}
    </header>
  );
}
