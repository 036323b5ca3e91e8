import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { archivableFilter, SearchAndArchivedFilters } from '@/ui/data-table/archivable-list';
import { NameLink } from '@/ui/data-table/cells';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { discountText, formatDay, selectionText } from './plan-text';
import { planQueries } from './queries';

/** /admin/v2/event-plans: search, active or archived, paging in the URL. */
export function EventPlansListPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const view = useTableView();
  const list = useQuery(planQueries.list(archivableFilter(view)));
  return (
    <ListPage
      title={t('admin.eventPlans.list.title')}
      intro={t('admin.eventPlans.list.intro')}
      pageActions={
        <Button component={Link} to="/admin/v2/event-plans/new">
          {t('admin.eventPlans.list.new')}
        </Button>
      }
      view={view}
      toolbar={<SearchAndArchivedFilters view={view} label={t('admin.eventPlans.list.search')} />}
      {...pagedRows(list)}
      empty={t('admin.eventPlans.list.empty')}
      minWidth={720}
      columns={[
        {
          id: 'name',
          header: t('admin.eventPlans.fields.name'),
          cell: (plan) => (
            <NameLink to={`/admin/v2/event-plans/${plan.id}`} archived={plan.archived}>
              {plan.name}
            </NameLink>
          ),
        },
        {
          id: 'selection',
          header: t('admin.eventPlans.fields.selection'),
          value: (plan) => selectionText(t, plan, plan.eventCount),
        },
        {
          id: 'price',
          header: t('admin.eventPlans.fields.priceRule'),
          value: (plan) => discountText(t, money, plan),
        },
        {
          id: 'first',
          header: t('admin.eventPlans.list.firstEvent'),
          value: (plan) => (plan.firstEventAt ? formatDay(plan.firstEventAt, i18n.language) : '—'),
        },
        { id: 'updated', header: t('admin.eventPlans.list.updated'), date: (plan) => plan.updatedAt },
      ]}
    />
  );
}
