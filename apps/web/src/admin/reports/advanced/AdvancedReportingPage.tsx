import { Alert, Badge, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { advancedDimensions, advancedMeasures, defaultReportEnd } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FailureAlert } from '@/ui/FailureAlert';
import { PageHeader } from '@/ui/PageHeader';
import { listOf, ReportRangeFields } from '../ReportRangeFields';
import { useReportStart } from '../useReportFilters';
import { AdvancedDownloadMenu } from './AdvancedDownloadMenu';
import { advancedReportingScreen } from './AdvancedReportingGate';
import { PivotTable } from './PivotTable';
import { type AdvancedAsk, advancedQueries, askOf } from './queries';
import { SavedReports } from './SavedReports';

const askKeys = ['measures', 'rows', 'columns', 'from', 'to', 'eventIds', 'channels'] as const;
/**
 * Reports → Advanced reporting (beta, decisions/0095): pick measures and dimensions, filter, read
 * the pivot, download it, save it in My Reports or share it to All Reports. Without the account
 * feature it says so.
 */
export const AdvancedReportingPage = advancedReportingScreen('reportAdvanced', Builder);

function Builder() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const start = useReportStart();
  const ask: AdvancedAsk = {
    measures: params.get('measures') ?? 'tickets,revenue',
    rows: params.get('rows') ?? 'event',
    columns: params.get('columns') ?? '',
    from: params.get('from') || start,
    to: params.get('to') ?? '',
    eventIds: params.get('eventIds') ?? '',
    channels: params.get('channels') ?? '',
  };
  const set = (name: keyof AdvancedAsk) => (value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(name, value ?? '');
        return next;
      },
      { replace: true },
    );
  const load = (next: AdvancedAsk) =>
    setParams(new URLSearchParams(askKeys.map((k) => [k, next[k]] as [string, string])), { replace: true });
  const many = (name: keyof AdvancedAsk) => (values: string[]) => set(name)(values.join(','));
  const ready = ask.measures !== '' && ask.rows !== '';
  const result = useQuery({ ...advancedQueries.run(ask), enabled: ready, placeholderData: keepPreviousData });
  const rows = listOf(ask.rows);
  const dimensionData = advancedDimensions.map((d) => ({
    value: d,
    label: t(`reports.advanced.dimensions.${d}`),
  }));
  return (
    <Stack>
      <PageHeader
        title={t('admin.nav.reportAdvanced')}
        intro={
          <Group gap="xs" component="span">
            <Badge variant="light" component="span">
              {t('reports.advanced.beta')}
            </Badge>
            <Text component="span" c="dimmed">
              {t('reports.advanced.intro')}
            </Text>
          </Group>
        }
        actions={<AdvancedDownloadMenu ask={ask} />}
      />
      <SavedReports ask={ask} onOpen={(definition) => load(askOf(definition))} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          label={t('reports.advanced.measuresLabel')}
          w={320}
          data={advancedMeasures.map((m) => ({ value: m, label: t(`reports.advanced.measures.${m}`) }))}
          value={listOf(ask.measures)}
          onChange={many('measures')}
        />
        <MultiSelect
          label={t('reports.advanced.rowsLabel')}
          w={280}
          maxValues={2}
          data={dimensionData}
          value={rows}
          onChange={many('rows')}
        />
        <Select
          label={t('reports.advanced.columnsLabel')}
          placeholder={t('reports.advanced.noColumns')}
          clearable
          w={220}
          data={dimensionData.filter((d) => !rows.includes(d.value))}
          value={ask.columns || null}
          onChange={set('columns')}
        />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ReportRangeFields
          values={ask}
          shownTo={defaultReportEnd(ask.from) ?? ''}
          set={(name, value) => set(name)(value)}
        />
      </Group>
      {!ready && <Alert color="yellow">{t('reports.advanced.pickOne')}</Alert>}
      <FailureAlert error={result.error} />
      {result.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('reports.timeZone', { timeZone: result.data.scope.timeZone })}
          </Text>
          {result.data.cells.length === 0 ? (
            <Text>{t('reports.empty')}</Text>
          ) : (
            <PivotTable result={result.data} />
          )}
        </>
      )}
    </Stack>
  );
}
