import { createBrowserRouter, Navigate, type RouteObject, useParams } from 'react-router';
import { loadAllTexts } from '@/i18n/i18n';
import { FullPageLoader } from '@/ui/FullPageLoader';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { RouteErrorPage } from '@/ui/RouteErrorPage';

/** Old consumer links (/v2/account/...) now live under /shop. */
function LegacyShopRedirect() {
  const rest = useParams()['*'] ?? '';
  return <Navigate to={`/shop/${rest}`} replace />;
}

/** The two shells are separate chunks: a shop visitor never downloads the back office. */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, element: <Navigate to="/shop" replace /> },
      {
        path: 'admin/v2/*',
        lazy: async () => {
          // A page opened in the shop holds only the shop's texts: the rest comes with the back office.
          const [{ AdminApp }] = await Promise.all([import('@/admin/AdminApp'), loadAllTexts()]);
          return { Component: AdminApp };
        },
      },
      {
        path: 'shop/*',
        lazy: async () => ({ Component: (await import('@/shop/ShopApp')).ShopApp }),
      },
      { path: 'v2/account/*', element: <LegacyShopRedirect /> },
      // The shop's season packages (spec: /subscriptions); staff's live under /subscriptions/admin.
      { path: 'subscriptions', element: <Navigate to="/shop/subscriptions" replace /> },
      {
        path: 'subscriptions/admin/v2/account-settings/seasons',
        element: <Navigate to="/admin/v2/account-settings/seasons" replace />,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
