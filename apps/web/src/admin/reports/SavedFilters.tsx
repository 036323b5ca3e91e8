import { Button, Group, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReportId } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import type { TableViewState } from '@/ui/data-table/useTableView';
import { scheduleQueries, useDeleteReportFilter, useSaveReportFilter } from './queries';

/** The filter values a saved filter keeps (the days are chosen each time). */
const kept = ['eventIds', 'channels', 'paymentTypes'] as const;

/**
 * A report's saved filters: load one into the screen's filters, save the filters shown under a
 * name (an existing name is overwritten), or delete one (refused while a scheduled report uses it).
 */
export function SavedFilters({ report, view }: { report: ReportId; view: TableViewState }) {
  const { t } = useTranslation();
  const filters = useQuery(scheduleQueries.filters(report));
  const save = useSaveReportFilter();
  const remove = useDeleteReportFilter();
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [opened, setOpened] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const list = filters.data ?? [];
  const failed = (error: unknown) =>
    setProblem(isApiError(error) ? error.message : t('errors.common.internal'));

  const load = (id: string | null) => {
    setSelected(id);
    setProblem(null);
    const filter = list.find((f) => String(f.id) === id);
    if (!filter) return;
    for (const key of kept) view.setFilter(key, filter.filters[key] ?? null, { replace: true });
  };
  const saveShown = async () => {
    setProblem(null);
    const values = Object.fromEntries(kept.map((k) => [k, view.filter(k)]).filter(([, v]) => v));
    try {
      const saved = await save.mutateAsync({ report, name, filters: values });
      setSelected(String(saved.id));
      setOpened(false);
      setName('');
    } catch (error) {
      failed(error);
    }
  };
  const deleteSelected = async () => {
    if (!selected) return;
    setProblem(null);
    try {
      await remove.mutateAsync(Number(selected));
      setSelected(null);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('reports.savedFilters.label')}
          placeholder={t('reports.savedFilters.choose')}
          data={list.map((f) => ({ value: String(f.id), label: f.name }))}
          value={selected}
          onChange={load}
          clearable
          w={220}
        />
        <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
          <Popover.Target>
            <Button variant="default" onClick={() => setOpened((o) => !o)}>
              {t('reports.savedFilters.save')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <TextInput
                label={t('reports.savedFilters.name')}
                description={t('reports.savedFilters.overwrites')}
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.currentTarget.value)}
                data-autofocus
              />
              <Button onClick={() => void saveShown()} disabled={!name.trim()} loading={save.isPending}>
                {t('actions.save')}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
        <Button
          variant="subtle"
          color="red"
          disabled={!selected}
          loading={remove.isPending}
          onClick={() => void deleteSelected()}
        >
          {t('reports.savedFilters.delete')}
        </Button>
      </Group>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
