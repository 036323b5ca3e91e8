import { useTranslation } from 'react-i18next';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { type AdminRoute, mayOpen } from '@/admin/routes';
import { PermissionDenied } from '@/ui/PermissionDenied';
import { usePageTitle } from '@/ui/usePageTitle';

/** Renders a registry screen and names the page after it ("Tessera | Dashboard"). */
export function RouteScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation();
  usePageTitle(t(route.nameKey));
  const Screen = route.screen;
  return <Screen />;
}

/** A back-office screen: shown only to users holding its permission, otherwise the spec's denial. */
export function GuardedRouteScreen({ route }: { route: AdminRoute }) {
  const { details } = useAdminSession();
  const { t } = useTranslation();
  usePageTitle(t(route.nameKey));
  if (!mayOpen(route, details.Permissions)) return <PermissionDenied />;
  const Screen = route.screen;
  return <Screen />;
}
