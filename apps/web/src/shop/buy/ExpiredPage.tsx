import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { usePageTitle } from '@/ui/usePageTitle';
import { shopBuyKeys } from './queries';

/** /shop/checkout/expired: the basket ran out of time; its seats are back on sale. */
export function ExpiredPage() {
  const { t } = useTranslation();
  const { information } = useShopVenue();
  usePageTitle(t('shopBuy.expired.pageName'), information.name);
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: shopBuyKeys.all });
  }, [client]);
  return (
    <Paper withBorder p="xl" radius="md" maw={560}>
      <Stack gap="sm">
        <Title order={1} fz="h2">
          {t('shopBuy.expired.title')}
        </Title>
        <Text>{t('shopBuy.expired.body')}</Text>
        <Button component={Link} to="/shop" w="fit-content">
          {t('shopBuy.expired.startOver')}
        </Button>
      </Stack>
    </Paper>
  );
}
