import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { shopBuyQueries } from '@/shop/buy/queries';
import { SeriesList } from '@/shop/buy/SeriesList';
import { GiftCertificateOffers } from '@/shop/gift-certificates/GiftCertificateOffers';
import { SectionLoader } from '@/ui/FullPageLoader';
import { usePageTitle } from '@/ui/usePageTitle';

export function ShopHomePage() {
  const { t } = useTranslation();
  const { information } = useShopVenue();
  usePageTitle(t('shop.home.pageName'), information.name);
  const series = useQuery(shopBuyQueries.seriesList());

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('shop.home.title', { venue: information.name })}</Title>
        <Text c="dimmed" size="lg">
          {t('shop.home.subtitle', { venue: information.name })}
        </Text>
      </Stack>
      {series.isPending ? <SectionLoader /> : null}
      {series.data && series.data.length > 0 ? <SeriesList series={series.data} /> : null}
      <GiftCertificateOffers />
      {series.isPending || (series.data?.length ?? 0) > 0 ? null : (
        <Paper p={{ base: 'lg', sm: 48 }} radius="lg">
          <Stack align="center" gap="sm" ta="center" maw={520} mx="auto">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <svg
                width="28"
                height="28"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden="true"
              >
                <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
                <path d="M14 6v12" strokeDasharray="2 2" />
              </svg>
            </ThemeIcon>
            <Title order={2} fz="h3">
              {t('shop.home.emptyTitle')}
            </Title>
            <Text c="dimmed">{t('shop.home.emptyBody')}</Text>
            {information.homeUrl ? (
              <Button component="a" href={information.homeUrl} variant="light" mt="xs">
                {t('shop.home.visitWebsite')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
