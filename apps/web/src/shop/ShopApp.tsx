import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { lazyNamed } from '@/ui/lazyNamed';
import { NotFound } from '@/ui/NotFoundPage';
import { startFrameSizeReporter } from './shell/frame-size';
import { ShopStartupGate } from './shell/ShopStartupGate';

const ShopHomePage = lazyNamed(() => import('@/shop/home/ShopHomePage'), 'ShopHomePage');

/** The consumer shop under /shop, loaded as its own chunk. */
export function ShopApp() {
  useEffect(() => startFrameSizeReporter(), []);
  return (
    <Routes>
      <Route element={<ShopStartupGate />}>
        <Route index element={<ShopHomePage />} />
        <Route path="*" element={<NotFound homeHref="/shop" />} />
      </Route>
    </Routes>
  );
}
