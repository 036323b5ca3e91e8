import { Text } from '@mantine/core';
import type { ShopGiftCertificateOffer } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useShopVenue } from '@/shop/account/useShopVenue';

/** How long a certificate bought now stays good, as the template sets it. */
export function ExpiryText({ offer }: { offer: ShopGiftCertificateOffer }) {
  const { t, i18n } = useTranslation();
  const { settings } = useShopVenue();
  if (offer.expiration === 'dynamic' && offer.validForMonths)
    return (
      <Text c="dimmed">{t('shopGiftCertificates.validForMonths', { count: offer.validForMonths })}</Text>
    );
  if (offer.expiration === 'static' && offer.expiresAt) {
    // The last moment it is good for, so the day shown is the template's own.
    const last = new Date(new Date(offer.expiresAt).getTime() - 1);
    const date = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'long',
      timeZone: settings.timezone,
    }).format(last);
    return <Text c="dimmed">{t('shopGiftCertificates.validUntil', { date })}</Text>;
  }
  return <Text c="dimmed">{t('shopGiftCertificates.noExpiry')}</Text>;
}
