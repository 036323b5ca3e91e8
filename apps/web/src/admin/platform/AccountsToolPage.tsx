import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { PlatformAccount } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFilter } from '@/ui/data-table/filters';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { AccountFormModal } from './AccountFormModal';
import { platformQueries } from './queries';

/** Tools → Accounts (platform operator): every account on the platform, created and edited here. */
export function AccountsToolPage() {
  const { t } = useTranslation();
  const view = useTableView();
  const [search] = useDebouncedValue(view.filter('search'), 300);
  const accounts = useQuery(platformQueries.accounts(view.page, view.pageSize, search));
  const [editing, setEditing] = useState<PlatformAccount | 'new' | null>(null);
  return (
    <ListPage
      title={t('admin.platform.accounts.title')}
      intro={t('admin.platform.accounts.intro')}
      pageActions={<Button onClick={() => setEditing('new')}>{t('admin.platform.accounts.new')}</Button>}
      view={view}
      toolbar={<SearchFilter view={view} live label={t('admin.platform.accounts.search')} placeholder="" />}
      {...pagedRows(accounts)}
      empty={t('admin.platform.accounts.empty')}
      minWidth={720}
      columns={[
        { id: 'name', header: t('admin.platform.accounts.fields.name') },
        {
          id: 'host',
          header: t('admin.platform.accounts.fields.hostName'),
          value: (account) => account.defaultHostName ?? '—',
        },
        { id: 'currency', header: t('admin.platform.accounts.fields.currency') },
        { id: 'activeUsers', header: t('admin.platform.accounts.users') },
        {
          id: 'created',
          header: t('admin.platform.accounts.created'),
          date: (account) => account.createdAt,
        },
      ]}
      rowActions={(account) => [{ label: t('actions.edit'), onClick: () => setEditing(account) }]}
    >
      {editing ? (
        <AccountFormModal account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
}
