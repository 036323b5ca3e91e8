import { Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { BasketLink } from '@/shop/buy/BasketLink';
import { AccountLinks } from '@/shop/customer-accounts/AccountLinks';
import { SessionExpiryWarning } from '@/shop/customer-accounts/SessionExpiryWarning';
import { LocaleSelect } from '@/ui/LocaleSelect';

export function ShopHeader() {
  const { information } = useShopVenue();
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
            <LocaleSelect />
          </Group>
        </Group>
      </Container>
      <SessionExpiryWarning />
    </header>
  );
}
