import type { AdminRoute } from '@/admin/routes';
import { type SectionGroupId, sidebarGroups } from './sidebar';

export type SidebarEntry =
  | { kind: 'link'; route: AdminRoute }
  | { kind: 'section'; id: SectionGroupId; routes: AdminRoute[] };

/** The sidebar in the spec's order, holding only screens that exist. */
export function sidebarEntries(routes: readonly AdminRoute[]): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  for (const group of sidebarGroups) {
    const inGroup = routes.filter((route) => route.sidebar === group.id);
    if (inGroup.length === 0) continue;
    if (group.kind === 'section') entries.push({ kind: 'section', id: group.id, routes: inGroup });
    else for (const route of inGroup) entries.push({ kind: 'link', route });
  }
  return entries;
}
