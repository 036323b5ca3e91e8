import { Center } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { shopAccountQueries } from '@/shop/account/queries';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { FullPageLoader } from '@/ui/FullPageLoader';
import { ShopShell } from './ShopShell';
import { useShopAnalytics } from './useShopAnalytics';
import { useShopHostSettings } from './useShopHostSettings';
import { useShopTexts } from './useShopTexts';

/** Spec start-up rule: consumer pages stay blank until the account settings have loaded. */
export function ShopStartupGate() {
  const settings = useQuery(shopAccountQueries.settings());
  const information = useQuery(shopAccountQueries.information());
  useShopAnalytics([information.data?.googleAnalyticsId ?? '', information.data?.googleAnalytics4Id ?? '']);
  useShopHostSettings(information.data);
  const textsSettled = useShopTexts();
  const failure = settings.error ?? information.error;
  if (failure) {
    return (
      <Center mih="100dvh">
        <ErrorDetails error={failure} onRetry={() => window.location.reload()} />
      </Center>
    );
  }
  if (!settings.data || !information.data || !textsSettled) return <FullPageLoader />;
  return <ShopShell />;
}
