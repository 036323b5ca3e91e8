import { Anchor, Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { type AdminRoute, adminHref, findAdminRoute, mayOpen } from '@/admin/routes';

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
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card padding="lg" radius="md" withBorder>
          <Title order={2} fz="h4" mb="sm">
            {t('admin.dashboard.yourAccess')}
          </Title>
          <Table withRowBorders={false} highlightOnHover={false} verticalSpacing={6}>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th w="40%" fw={500} c="dimmed">
                    {row.label}
                  </Table.Th>
                  <Table.Td>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card padding="lg" radius="md" withBorder>
          <Title order={2} fz="h4" mb="sm">
            {t('admin.dashboard.gettingStarted')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('admin.dashboard.gettingStartedBody')}
          </Text>
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
