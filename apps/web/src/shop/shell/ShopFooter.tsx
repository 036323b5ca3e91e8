import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShopVenue } from '@/shop/account/useShopVenue';

export function ShopFooter() {
  const { t } = useTranslation();
  const { information } = useShopVenue();
  const links = [
    { href: information.homeUrl, label: t('shop.footer.website') },
    { href: information.bookNowUrl, label: t('shop.footer.bookNow') },
    {
      href: information.supportEmail ? `mailto:${information.supportEmail}` : '',
      label: t('shop.footer.contact'),
    },
  ].filter((link) => link.href);

  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      <Container size="lg" py="lg">
        <Stack gap="xs">
          {links.length > 0 ? (
            <Group gap="lg" component="nav" aria-label={t('shop.footer.venueLinks')}>
              {links.map((link) => (
                <Anchor key={link.label} href={link.href} size="sm" c="dark.6">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('shop.footer.copyright', { year: new Date().getFullYear(), venue: information.name })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('shop.footer.poweredBy')}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
