import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type AdminRoute, adminHref, adminRoutes } from '@/admin/routes';
import { sidebarEntries } from './sidebar-entries';

const entries = sidebarEntries(adminRoutes);

function isActive(route: AdminRoute, pathname: string): boolean {
  const href = adminHref(route);
  return route.path === '' ? pathname === href || pathname === `${href}/` : pathname.startsWith(href);
}

export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
      </Stack>
    </ScrollArea>
  );
}
