import { Button, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NameLink } from '@/ui/data-table/cells';
import { SearchFilter } from '@/ui/data-table/filters';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { venueQueries } from './queries';
import { VenueForm } from './VenueForm';

/** /admin/v2/venues: venues by name, with search and paging in the URL. */
export function VenuesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = useTableView();
  const list = useQuery(venueQueries.list(view.page, view.pageSize, view.filter('search')));
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('admin.venues.list.title')}
      intro={t('admin.venues.list.intro')}
      pageActions={<Button onClick={() => setCreating(true)}>{t('admin.venues.list.new')}</Button>}
      view={view}
      toolbar={<SearchFilter view={view} label={t('admin.venues.list.search')} />}
      {...pagedRows(list)}
      empty={t('admin.venues.list.empty')}
      minWidth={560}
      columns={[
        {
          id: 'name',
          header: t('admin.venues.fields.name'),
          cell: (venue) => (
            <NameLink to={`/admin/v2/venue/${venue.id}`} archived={venue.archived}>
              {venue.name}
            </NameLink>
          ),
        },
        { id: 'city', header: t('admin.venues.fields.city') },
        { id: 'timezone', header: t('admin.venues.fields.timezone') },
        { id: 'mapCount', header: t('admin.venues.list.maps') },
      ]}
    >
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('admin.venues.list.new')}
        size="xl"
      >
        <VenueForm onSaved={(venue) => navigate(`/admin/v2/venue/${venue.id}`)} />
      </Modal>
    </ListPage>
  );
}
