import { useTranslation } from 'react-i18next';
import type { AdminRoute } from '@/admin/routes';
import { usePageTitle } from '@/ui/usePageTitle';

/** Renders a registry screen and names the page after it ("Tessera | Dashboard"). */
export function RouteScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation();
  usePageTitle(t(route.nameKey));
  const Screen = route.screen;
  return <Screen />;
}
