import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { advancedQueries } from '@/admin/reports/advanced/queries';
import { type AdminRoute, adminHref, adminRoutes, inSidebarFor } from '@/admin/routes';
import { sidebarEntries } from './sidebar-entries';
import { externalSidebarLinks, staffLinksQuery } from './staff-links';

function isActive(route: AdminRoute, pathname: string): boolean {
  const href = adminHref(route);
  if (route.path === '') return pathname === href || pathname === `${href}/`;
  if (!pathname.startsWith(href)) return false;
  // A deeper sidebar entry under this one (orders/saved-baskets, sell-tickets/giftcertificates) wins.
  return !adminRoutes.some(
    (other) =>
      other.sidebar &&
      other.path.length > route.path.length &&
      other.path.startsWith(`${route.path}/`) &&
      pathname.startsWith(adminHref(other)),
  );
}

export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { details, features } = useAdminSession();
  const reports = useQuery(advancedQueries.allowed()).data;
  // Entries the user may not open are left out (the server would refuse them anyway), and so
  // are those of a feature the account does not have and reports the user's group restricts.
  const entries = useMemo(
    () =>
      sidebarEntries(
        adminRoutes.filter((route) => inSidebarFor(route, details.Permissions, features, reports)),
      ),
    [details.Permissions, features, reports],
  );
  // Help and Training academy come last, from the server's configuration.
  const external = externalSidebarLinks(useQuery(staffLinksQuery()).data);
  const link = (route: AdminRoute, nested = false) => (
    <NavLink
      key={route.id}
      component={Link}
      to={adminHref(route)}
      label={t(route.nameKey)}
      active={isActive(route, pathname)}
      onClick={onNavigate}
      pl={nested ? 'lg' : undefined}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    />
  );
  return (
    <ScrollArea type="scroll" h="100%" px="sm" py="md">
      <Stack component="nav" gap={2} aria-label={t('admin.shell.mainNavigation')}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            link(entry.route)
          ) : (
            <NavLink
              key={entry.id}
              component="button"
              type="button"
              label={t(`admin.nav.groups.${entry.id}`)}
              defaultOpened
              childrenOffset={0}
              fw={600}
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            >
              {entry.routes.map((route) => link(route, true))}
            </NavLink>
          ),
        )}
        {external.map((entry) => (
          <NavLink
            key={entry.id}
            component="a"
            href={entry.href}
            target="_blank"
            rel="noopener noreferrer"
            label={t(entry.labelKey)}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}
