import { Anchor, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badges } from '@/ui/data-table/cells';
import { SearchFilter } from '@/ui/data-table/filters';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { CustomerFormModal } from './CustomerFormModal';
import { customerName } from './display';
import { customerQueries } from './queries';

/** /admin/v2/customers: find customers by name, email or phone; add one. */
export function CustomersPage() {
  const { t } = useTranslation();
  const view = useTableView();
  const q = view.filter('q');
  const list = useQuery(customerQueries.list(q, view.page, view.pageSize));
  const [adding, setAdding] = useState(false);
  return (
    <ListPage
      title={t('customers.list.title')}
      intro={t('customers.list.intro')}
      pageActions={<Button onClick={() => setAdding(true)}>{t('customers.list.add')}</Button>}
      view={view}
      toolbar={
        <SearchFilter
          view={view}
          name="q"
          type="search"
          live
          label={t('customers.list.search')}
          placeholder={t('customers.list.searchPlaceholder')}
        />
      }
      {...pagedRows(list)}
      empty={q ? t('customers.list.noMatch') : t('customers.list.empty')}
      minWidth={640}
      columns={[
        {
          id: 'name',
          header: t('customers.fields.name'),
          value: (c) => customerName(c, t),
          cell: (c) => (
            <Anchor component={Link} to={`/admin/v2/customer/${c.id}`} fw={600}>
              {customerName(c, t)}
            </Anchor>
          ),
        },
        { id: 'email', header: t('customers.fields.email'), value: (c) => (c.anonymized ? '' : c.email) },
        { id: 'phone', header: t('customers.fields.phone') },
        {
          id: 'tags',
          header: t('customers.fields.tags'),
          value: (c) => c.tags.join(', '),
          cell: (c) => <Badges labels={c.tags} gap={4} />,
        },
      ]}
    >
      <CustomerFormModal opened={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
