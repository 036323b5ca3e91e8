import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationCard } from './OperationCard';
import { apiInfo, groupByTag, readOperations } from './openapi';
import { docsQueries } from './queries';

/** Rendered from the server's own OpenAPI document, which is generated from the contract. */
export function TechnicalDocumentationPage() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(docsQueries.openApi());
  const info = apiInfo(data);
  const groups = useMemo(() => groupByTag(readOperations(data)), [data]);

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Title order={1}>{t('admin.docs.technical.title')}</Title>
          {info.version ? (
            <Badge variant="light" color="gray">
              {t('admin.docs.technical.version', { version: info.version })}
            </Badge>
          ) : null}
        </Group>
        <Text c="dimmed">{t('admin.docs.technical.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('admin.docs.technical.errorShape')}
        </Text>
      </Stack>
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
