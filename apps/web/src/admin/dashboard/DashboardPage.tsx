import {
  Anchor,
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AccountSetup } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountQueries } from '@/admin/account/queries';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { type AdminRoute, adminHref, findAdminRoute, mayOpen } from '@/admin/routes';
import { Facts } from '@/ui/Facts';
import { SalesOverview } from './SalesOverview';

const documentationRoutes = ['technicalDocumentation', 'adminErrorsDocumentation', 'mailOutbox'];

export function DashboardPage() {
  const { t } = useTranslation();
  const { details, account } = useAdminSession();
  const name = details.FirstName || details.Email;
  const rows = [
    { label: t('admin.dashboard.account'), value: account.name },
    { label: t('admin.dashboard.role'), value: t(`roles.${details.Role.id}`) },
    {
      label: t('admin.dashboard.userGroup'),
      value: details.UserAccountGroup?.name ?? t('admin.dashboard.noUserGroup'),
    },
    { label: t('fields.email.label'), value: details.Email },
  ];
  const shortcuts = documentationRoutes
    .map(findAdminRoute)
    .filter((route): route is AdminRoute => route !== undefined && mayOpen(route, details.Permissions));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('admin.dashboard.title', { name })}</Title>
        <Text c="dimmed">
          {t('admin.dashboard.subtitle', { account: account.name, role: t(`roles.${details.Role.id}`) })}
        </Text>
      </Stack>
      {details.Permissions.includes('viewReports') && <SalesOverview />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card padding="lg" radius="md" withBorder>
          <Title order={2} fz="h4" mb="sm">
            {t('admin.dashboard.yourAccess')}
          </Title>
          <Facts rows={rows.map((row) => [row.label, row.value])} labelWidth="40%" />
        </Card>
        <SetupChecklist />
        <Card padding="lg" radius="md" withBorder>
          <Title order={2} fz="h4" mb="sm">
            {t('admin.dashboard.shortcuts')}
          </Title>
          <List spacing="xs" size="sm">
            <List.Item>
              <Anchor component={Link} to="/shop" size="sm">
                {t('admin.dashboard.openShop')}
              </Anchor>
            </List.Item>
            {shortcuts.map((route) => (
              <List.Item key={route.id}>
                <Anchor component={Link} to={adminHref(route)} size="sm">
                  {t(route.nameKey)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

/** Where each setup step is done. */
const stepPaths: Record<AccountSetup['steps'][number]['step'], string> = {
  venue: '/admin/v2/venues',
  map: '/admin/v2/tools/venue-configs/new',
  template: '/admin/v2/event-templates',
  event: '/admin/v2/event',
  activeEvent: '/admin/v2/events',
  paymentAccount: '/admin/v2/account-settings/payments',
};

/** A new account's setup checklist (the server counts what exists), each step with its link. */
function SetupChecklist() {
  const { t } = useTranslation();
  const setup = useQuery(accountQueries.setup()).data;
  if (!setup) return null;
  const left = setup.steps.filter((s) => !s.done).length;
  return (
    <Card component="section" padding="lg" radius="md" withBorder aria-labelledby="setup-title">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="h4" id="setup-title">
          {t('admin.dashboard.setup.title')}
        </Title>
        <Badge color={left === 0 ? 'teal' : 'blue'} variant="light">
          {left === 0 ? t('admin.dashboard.setup.allDone') : t('admin.dashboard.setup.left', { count: left })}
        </Badge>
      </Group>
      <List spacing="xs" size="sm" center>
        {setup.steps.map((s) => (
          <List.Item
            key={s.step}
            icon={
              <ThemeIcon
                color={s.done ? 'teal' : 'gray'}
                variant={s.done ? 'filled' : 'light'}
                size={20}
                radius="xl"
              >
                {s.done ? '✓' : ''}
              </ThemeIcon>
            }
          >
            {s.done ? (
              <Text size="sm" c="dimmed">
                {t(`admin.dashboard.setup.steps.${s.step}`)}
                <VisuallyHidden>{t('admin.dashboard.setup.doneSuffix')}</VisuallyHidden>
              </Text>
            ) : (
              <Anchor
                component={Link}
                to={stepPaths[s.step]}
                size="sm"
                fw={s.step === setup.next ? 700 : 400}
              >
                {t(`admin.dashboard.setup.steps.${s.step}`)}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
