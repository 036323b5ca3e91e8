import { Accordion, Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '@/ui/FullPageLoader';
import { OperationCard } from './OperationCard';
import { type ApiOperation, apiInfo, groupByTag, matchingOperations, readOperations } from './openapi';
import { docsQueries } from './queries';

/** How many matches a search draws at once; a longer list asks for a narrower search. */
const matchesShown = 40;

/**
 * Rendered from the server's own OpenAPI document, which is generated from the contract. The
 * title shows at once; below it, one section per area with its count of endpoints, each drawn
 * when opened, and a search over every endpoint's path, name and summary.
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
  const operations = useMemo(() => readOperations(data), [data]);
  const groups = useMemo(() => groupByTag(operations), [operations]);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('admin.docs.technical.search')}
          placeholder={t('admin.docs.technical.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 420 }}
        />
        <Group gap="xs">
          {info.version ? (
            <Badge variant="light" color="gray">
              {t('admin.docs.technical.version', { version: info.version })}
            </Badge>
          ) : null}
          <Badge variant="light" color="gray">
            {t('admin.docs.technical.endpointCount', { count: operations.length })}
          </Badge>
        </Group>
      </Group>
      {query.length > 0 ? (
        <SearchResults found={matchingOperations(operations, query)} />
      ) : (
        <Accordion multiple value={open} onChange={setOpen} variant="separated" chevronPosition="left">
          {groups.map((group) => (
            <Accordion.Item key={group.tag} value={group.tag}>
              <Accordion.Control>
                <Group gap="sm">
                  <Title order={2} fz="h4" tt="capitalize">
                    {group.tag}
                  </Title>
                  <Badge variant="light" color="gray">
                    {t('admin.docs.technical.endpointCount', { count: group.operations.length })}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {open.includes(group.tag) ? <OperationList operations={group.operations} /> : null}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

function SearchResults({ found }: { found: ApiOperation[] }) {
  const { t } = useTranslation();
  if (found.length === 0) return <Text c="dimmed">{t('admin.docs.technical.noMatches')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {found.length > matchesShown
          ? t('admin.docs.technical.someMatches', { shown: matchesShown, count: found.length })
          : t('admin.docs.technical.matches', { count: found.length })}
      </Text>
      <OperationList operations={found.slice(0, matchesShown)} />
    </Stack>
  );
}

function OperationList({ operations }: { operations: readonly ApiOperation[] }) {
  return (
    <Stack gap="sm">
      {operations.map((operation) => (
        <OperationCard key={`${operation.method} ${operation.path}`} operation={operation} />
      ))}
    </Stack>
  );
}
