import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { PagingFooter } from '@/ui/PagingFooter';
import { readPaging, writePaging } from '@/ui/paging';
import { discountText, formatDay, selectionText } from './plan-text';
import { planQueries } from './queries';

/** /admin/v2/event-plans: search, active or archived, paging in the URL. */
export function EventPlansListPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const text = search.get('search') ?? '';
  const archived = search.get('archived') === 'true';
  const list = useQuery(planQueries.list({ page, pageSize, search: text, archived }));
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setSearch(next);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={6}>
          <Title order={1}>{t('admin.eventPlans.list.title')}</Title>
          <Text c="dimmed">{t('admin.eventPlans.list.intro')}</Text>
        </Stack>
        <Button component={Link} to="/admin/v2/event-plans/new" style={{ flexShrink: 0 }}>
          {t('admin.eventPlans.list.new')}
        </Button>
      </Group>
      <Group>
        <TextInput
          aria-label={t('admin.eventPlans.list.search')}
          placeholder={t('admin.eventPlans.list.search')}
          defaultValue={text}
          onKeyDown={(e) => {
            if (e.key === 'Enter') update({ search: e.currentTarget.value.trim() || null });
          }}
          w={280}
        />
        <SegmentedControl
          value={archived ? 'archived' : 'active'}
          onChange={(v) => update({ archived: v === 'archived' ? 'true' : null })}
          data={[
            { value: 'active', label: t('admin.common.active') },
            { value: 'archived', label: t('admin.common.archived') },
          ]}
        />
      </Group>
      {list.isError ? (
        <ErrorDetails error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
          {list.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('admin.eventPlans.list.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.eventPlans.fields.name')}</Table.Th>
                    <Table.Th>{t('admin.eventPlans.fields.selection')}</Table.Th>
                    <Table.Th>{t('admin.eventPlans.fields.priceRule')}</Table.Th>
                    <Table.Th>{t('admin.eventPlans.list.firstEvent')}</Table.Th>
                    <Table.Th>{t('admin.eventPlans.list.updated')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((plan) => (
                    <Table.Tr key={plan.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Link to={`/admin/v2/event-plans/${plan.id}`}>{plan.name}</Link>
                          {plan.archived ? <Badge color="gray">{t('admin.common.archived')}</Badge> : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>{selectionText(t, plan, plan.eventCount)}</Table.Td>
                      <Table.Td>{discountText(t, money, plan)}</Table.Td>
                      <Table.Td>
                        {plan.firstEventAt ? formatDay(plan.firstEventAt, i18n.language) : '—'}
                      </Table.Td>
                      <Table.Td>{formatDateTime(plan.updatedAt, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagingFooter
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            onChange={(next) => setSearch(writePaging(search, next))}
          />
        </Paper>
      )}
    </Stack>
  );
}
