import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { PagingFooter } from '@/ui/PagingFooter';
import { readPaging, writePaging } from '@/ui/paging';
import { applyServerErrors } from '@/ui/server-errors-form';
import { templateQueries, useCreateTemplate } from './queries';

function NewTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (v) => (v.trim() ? null : t('fields.required')) },
  });
  const submit = form.onSubmit(async ({ name }) => {
    try {
      const template = await create.mutateAsync(name.trim());
      navigate(`/admin/v2/event-template/${template.id}`);
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('admin.templates.list.new')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem ? <Text c="red">{problem}</Text> : null}
          <TextInput
            label={t('admin.templates.fields.name')}
            required
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /admin/v2/event-templates: search, active or archived, paging in the URL. */
export function TemplatesListPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const text = search.get('search') ?? '';
  const archived = search.get('archived') === 'true';
  const list = useQuery(templateQueries.list({ page, pageSize, search: text, archived }));
  const [creating, setCreating] = useState(false);
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
      <Group justify="space-between" align="flex-end">
        <Stack gap={6}>
          <Title order={1}>{t('admin.templates.list.title')}</Title>
          <Text c="dimmed">{t('admin.templates.list.intro')}</Text>
        </Stack>
        <Button onClick={() => setCreating(true)}>{t('admin.templates.list.new')}</Button>
      </Group>
      <Group>
        <TextInput
          aria-label={t('admin.templates.list.search')}
          placeholder={t('admin.templates.list.search')}
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
            { value: 'active', label: t('admin.templates.list.active') },
            { value: 'archived', label: t('admin.templates.list.archived') },
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
              {t('admin.templates.list.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.templates.fields.name')}</Table.Th>
                    <Table.Th>{t('admin.templates.list.updated')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Link to={`/admin/v2/event-template/${item.id}`}>{item.name}</Link>
                          {item.archived ? (
                            <Badge color="gray">{t('admin.templates.list.archivedBadge')}</Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>{formatDateTime(item.updatedAt, i18n.language)}</Table.Td>
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
      <NewTemplateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
