import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '@/ui/FullPageLoader';
import { OperationCard } from './OperationCard';
import { apiInfo, groupByTag, readOperations } from './openapi';
import { docsQueries } from './queries';

/**
 * Rendered from the server's own OpenAPI document, which is generated from the contract. The
 * title shows at once; the document (every endpoint) is read and drawn below it.
 */
export function TechnicalDocumentationPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1}>{t('admin.docs.technical.title')}</Title>
        <Text c="dimmed">{t('admin.docs.technical.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('admin.docs.technical.errorShape')}
        </Text>
      </Stack>
      <Suspense fallback={<SectionLoader />}>
        <Operations />
      </Suspense>
    </Stack>
  );
}

function Operations() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(docsQueries.openApi());
  const info = apiInfo(data);
  const groups = useMemo(() => groupByTag(readOperations(data)), [data]);
  return (
    <Stack gap="xl">
      {info.version ? (
        <Group>
          <Badge variant="light" color="gray">
            {t('admin.docs.technical.version', { version: info.version })}
          </Badge>
        </Group>
      ) : null}
      {groups.map((group) => (
        <Stack key={group.tag} gap="sm" component="section" aria-labelledby={`tag-${group.tag}`}>
          <Title order={2} fz="h3" tt="capitalize" id={`tag-${group.tag}`}>
            {group.tag}
          </Title>
          {group.operations.map((operation) => (
            <OperationCard key={`${operation.method} ${operation.path}`} operation={operation} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
