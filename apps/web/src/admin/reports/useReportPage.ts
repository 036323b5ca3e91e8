import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { useDayFormat } from './report-format';
import { useReportFilters } from './useReportFilters';

/**
 * What every money report page starts from: the reader's texts, money and day formats, the table's
 * view kept in the URL, and the report's filters read from it (`defaultTo` apart, for the toolbar).
 */
export function useReportPage(defaultFrom?: string) {
  const { t } = useTranslation();
  const money = useMoney();
  const dayText = useDayFormat();
  const view = useTableView();
  const { defaultTo, ...filters } = useReportFilters(view, defaultFrom);
  return { t, money, dayText, view, filters, defaultTo };
}
