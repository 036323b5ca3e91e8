import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { adminHref, mayOpen } from '@/admin/routes';
import { PageHeader } from '@/ui/PageHeader';
import { toolDescriptionKey, toolsFor } from './tools-index';

/** /admin/v2/tools: every tool the signed-in user may open, with what it is for. */
export function ToolsIndexPage() {
  const { t } = useTranslation();
  const { details } = useAdminSession();
  const tools = toolsFor((route) => mayOpen(route, details.Permissions));
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.tools.index.title')} intro={t('admin.tools.index.intro')} />
      {tools.length === 0 ? <Text c="dimmed">{t('admin.tools.index.empty')}</Text> : null}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {tools.map((route) => (
          <Paper key={route.id} component="li" withBorder p="md" radius="md">
            <Stack gap={4}>
              <Anchor component={Link} to={adminHref(route)} fw={600}>
                {t(route.nameKey)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(toolDescriptionKey(route.id))}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
