import { queryOptions } from '@tanstack/react-query';
import { getStaffLinks } from '@tessera/contract';
import { callApi } from '@/api/client';

/** The sidebar's Help and Training academy addresses, as the server is configured. */
export const staffLinksQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff-links'],
    queryFn: () => callApi(getStaffLinks),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The links to show, in the spec's order (Help, then Training academy); unset ones left out. */
export function externalSidebarLinks(
  links: { helpUrl: string | null; trainingAcademyUrl: string | null } | undefined,
) {
  return [
    { id: 'help', labelKey: 'admin.nav.help', href: links?.helpUrl ?? null },
    { id: 'trainingAcademy', labelKey: 'admin.nav.trainingAcademy', href: links?.trainingAcademyUrl ?? null },
  ].filter(
    (link): link is { id: string; labelKey: 'admin.nav.help' | 'admin.nav.trainingAcademy'; href: string } =>
      Boolean(link.href),
  );
}
