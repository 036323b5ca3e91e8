import { Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { BasketLink } from '@/shop/buy/BasketLink';
import { LocaleSelect } from '@/ui/LocaleSelect';

export function ShopHeader() {
  const { information } = useShopVenue();
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text
            component={Link}
            to="/shop"
            fw={700}
            fz={{ base: 'md', sm: 'lg' }}
            c="dark.8"
            truncate
            style={{ textDecoration: 'none' }}
          >
            {information.name}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <BasketLink />
            <LocaleSelect />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
