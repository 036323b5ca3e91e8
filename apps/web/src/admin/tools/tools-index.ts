import { type AdminRoute, adminRoutes } from '@/admin/routes';

/** Every tool: the screens of the sidebar's Tools group, but the index itself. */
export function toolsFor(mayOpenRoute: (route: AdminRoute) => boolean): AdminRoute[] {
  return adminRoutes.filter(
    (route) => route.sidebar === 'tools' && route.id !== 'tools' && mayOpenRoute(route),
  );
}

/** The one-line description of a tool, under admin.tools.index.descriptions. */
export function toolDescriptionKey(id: string) {
  return `admin.tools.index.descriptions.${id}` as 'admin.tools.index.descriptions.translations';
}
