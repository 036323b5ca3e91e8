import type { AdminRoute } from '@/admin/routes';
import { type SectionGroupId, sectionOrder, sidebarGroups } from './sidebar';

export type SidebarEntry =
  | { kind: 'link'; route: AdminRoute }
  | { kind: 'section'; id: SectionGroupId; routes: AdminRoute[] };

/** A section's screens in the spec's order; the others where its '*' stands, as the registry lists them. */
function inSpecOrder(id: SectionGroupId, routes: AdminRoute[]): AdminRoute[] {
  const order = sectionOrder[id] ?? [];
  const rest = order.includes('*') ? order.indexOf('*') : order.length;
  const rank = (route: AdminRoute) => {
    const at = order.indexOf(route.id);
    return at < 0 ? rest : at;
  };
  return routes
    .map((route, index) => ({ route, index }))
    .sort((a, b) => rank(a.route) - rank(b.route) || a.index - b.index)
    .map(({ route }) => route);
}

/** The sidebar in the spec's order, holding only screens that exist. */
export function sidebarEntries(routes: readonly AdminRoute[]): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  for (const group of sidebarGroups) {
    const inGroup = routes.filter((route) => route.sidebar === group.id);
    if (inGroup.length === 0) continue;
    if (group.kind === 'section')
      entries.push({ kind: 'section', id: group.id, routes: inSpecOrder(group.id, inGroup) });
    else for (const route of inGroup) entries.push({ kind: 'link', route });
  }
  return entries;
}
