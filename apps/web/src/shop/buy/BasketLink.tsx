import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopBasket } from './queries';

/** The header's way to the basket, with how many things are in it: tickets and add-ons. */
export function BasketLink() {
  const { t } = useTranslation();
  const { basket } = useShopBasket();
  const count = [...(basket?.items ?? []), ...(basket?.products ?? [])].reduce(
    (sum, i) => sum + i.quantity,
    0,
  );
  return (
    <Button component={Link} to="/shop/checkout/basket" variant={count > 0 ? 'filled' : 'subtle'} size="xs">
      {t('shopBuy.header.basket', { count })}
    </Button>
  );
}
