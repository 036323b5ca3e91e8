import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { lazyNamed } from '@/ui/lazyNamed';
import { NotFound } from '@/ui/NotFoundPage';
import { startFrameSizeReporter } from './shell/frame-size';
import { ShopStartupGate } from './shell/ShopStartupGate';

const ShopHomePage = lazyNamed(() => import('@/shop/home/ShopHomePage'), 'ShopHomePage');
const SeriesPage = lazyNamed(() => import('@/shop/buy/SeriesPage'), 'SeriesPage');
const BasketPage = lazyNamed(() => import('@/shop/buy/BasketPage'), 'BasketPage');
const PaymentPage = lazyNamed(() => import('@/shop/buy/PaymentPage'), 'PaymentPage');
const ConfirmationPage = lazyNamed(() => import('@/shop/buy/ConfirmationPage'), 'ConfirmationPage');
const ExpiredPage = lazyNamed(() => import('@/shop/buy/ExpiredPage'), 'ExpiredPage');

/** The consumer shop under /shop, loaded as its own chunk. */
export function ShopApp() {
  useEffect(() => startFrameSizeReporter(), []);
  return (
    <Routes>
      <Route element={<ShopStartupGate />}>
        <Route index element={<ShopHomePage />} />
        <Route path="tickets/series/:seriesId/:eventId?" element={<SeriesPage />} />
        <Route path="checkout/basket" element={<BasketPage />} />
        <Route path="checkout/payment" element={<PaymentPage />} />
        <Route path="checkout/confirmation/:orderId/:mode?" element={<ConfirmationPage />} />
        <Route path="checkout/expired" element={<ExpiredPage />} />
        <Route path="*" element={<NotFound homeHref="/shop" />} />
      </Route>
    </Routes>
  );
}
