import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopBasket } from './queries';

/** The header's way to the basket, with its ticket count. */
export function BasketLink() {
  const { t } = useTranslation();
  const { basket } = useShopBasket();
  const count = (basket?.items ?? []).reduce((sum, i) => sum + i.quantity, 0);
  return (
    <Button component={Link} to="/shop/checkout/basket" variant={count > 0 ? 'filled' : 'subtle'} size="xs">
      {t('shopBuy.header.basket', { count })}
    </Button>
  );
}
