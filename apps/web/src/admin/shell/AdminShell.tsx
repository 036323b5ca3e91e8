import { AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { HeaderSearch } from '@/admin/search/HeaderSearch';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { AdminSidebar } from './AdminSidebar';
import { ImpersonationBanner } from './ImpersonationBanner';
import { SessionExpiryWarning } from './SessionExpiryWarning';
import { UserMenu } from './UserMenu';

export function AdminShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { account } = useAdminSession();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('admin.shell.toggleNavigation')}
            />
            <Text
              component={Link}
              to="/admin/v2"
              fw={800}
              fz="lg"
              c="indigo.7"
              style={{ textDecoration: 'none' }}
            >
              {t('app.name')}
            </Text>
            <Box visibleFrom="xs" h={20} w={1} bg="gray.3" />
            <Text size="sm" c="dimmed" truncate visibleFrom="xs">
              {account.name}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <HeaderSearch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <AdminSidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <SessionExpiryWarning />
        <Box maw={1200} mx="auto">
          <ImpersonationBanner />
          <ErrorBoundary
            resetKey={pathname}
            fallback={(error, reset) => <ErrorDetails error={error} homeHref="/admin/v2" onRetry={reset} />}
          >
            <Suspense fallback={<SectionLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
