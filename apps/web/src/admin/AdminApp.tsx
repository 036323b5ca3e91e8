// Mantine's whole stylesheet and the charts' come with the back office: the shop loads only
// the styles of the components it draws (app/styles.ts).
import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import { Route, Routes } from 'react-router';
import { NotFound } from '@/ui/NotFoundPage';
import { adminRoutes } from './routes';
import { AdminStartupGate } from './shell/AdminStartupGate';
import { PublicLayout } from './shell/PublicLayout';
import { GuardedRouteScreen, RouteScreen } from './shell/RouteScreen';

const publicRoutes = adminRoutes.filter((route) => route.layout === 'public');
const shellRoutes = adminRoutes.filter((route) => route.layout === 'shell');

/** The back office under /admin/v2, loaded as its own chunk. */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicRoutes.map((route) => (
          <Route key={route.id} path={route.path} element={<RouteScreen route={route} />} />
        ))}
        <Route path="auth/*" element={<NotFound homeHref="/admin/v2" />} />
        <Route path="2fa/*" element={<NotFound homeHref="/admin/v2" />} />
      </Route>
      <Route element={<AdminStartupGate />}>
        {shellRoutes.map((route) =>
          route.path === '' ? (
            <Route key={route.id} index element={<GuardedRouteScreen route={route} />} />
          ) : (
            <Route key={route.id} path={route.path} element={<GuardedRouteScreen route={route} />} />
          ),
        )}
        <Route path="*" element={<NotFound homeHref="/admin/v2" />} />
      </Route>
    </Routes>
  );
}
