import { Anchor, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { search } from '@tessera/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { formatDateTime } from '@/ui/format';
import { PageHeader } from '@/ui/PageHeader';

type Kind = 'orders' | 'customers' | 'tickets' | 'events';
const kinds: readonly Kind[] = ['orders', 'customers', 'tickets', 'events'];

const linkOf = (kind: Kind, hit: { id: number; orderId?: number }) => {
  switch (kind) {
    case 'orders':
      return `/admin/v2/orders/${hit.id}`;
    case 'tickets':
      return `/admin/v2/orders/${hit.orderId}`;
    case 'customers':
      return `/admin/v2/customer/${hit.id}`;
    case 'events':
      return `/admin/v2/event/${hit.id}`;
  }
};

/** /admin/v2/search: one box over orders, customers, tickets and events, grouped by kind. */
export function SearchPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== q) setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
    }, 250);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);
  const results = useQuery({
    queryKey: ['admin', 'search', q],
    queryFn: () => callApi(search, { query: { q } }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  const detailOf = (kind: Kind, hit: { detail: string; timezone?: string }) =>
    kind === 'events' ? formatDateTime(hit.detail, i18n.language, hit.timezone) : hit.detail;
  const total = results.data ? kinds.reduce((n, k) => n + results.data[k].length, 0) : 0;
  return (
    <Stack gap="lg">
      <PageHeader title={t('search.title')} intro={t('search.intro')} />
      <TextInput
        type="search"
        size="md"
        maw={560}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.currentTarget.value)}
        data-autofocus
      />
      {results.isError ? <ErrorDetails error={results.error} onRetry={() => void results.refetch()} /> : null}
      {q && results.data && total === 0 ? <Text c="dimmed">{t('search.nothing', { q })}</Text> : null}
      {q && results.data && total > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {kinds
            .filter((kind) => results.data[kind].length > 0)
            .map((kind) => (
              <Paper key={kind} withBorder radius="md" p="md" data-testid={`search-${kind}`}>
                <Title order={2} fz="h5" mb="xs">
                  {t(`search.kinds.${kind}`, { count: results.data[kind].length })}
                </Title>
                <Stack gap={6}>
                  {results.data[kind].map((hit) => (
                    <Stack key={hit.id} gap={0}>
                      <Anchor component={Link} to={linkOf(kind, hit)} fw={600}>
                        {kind === 'orders' ? t('search.order', { id: hit.title }) : hit.title}
                      </Anchor>
                      {hit.detail ? (
                        <Text size="sm" c="dimmed">
                          {detailOf(kind, hit)}
                        </Text>
                      ) : null}
                    </Stack>
                  ))}
                </Stack>
              </Paper>
            ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
