import { Badge } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MapSummary } from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NameLink } from '@/ui/data-table/cells';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import type { TableViewState } from '@/ui/data-table/useTableView';

/** Seat maps (venue configs): of every venue in Tools, or of one venue on its page. */
export function MapsTable({
  maps,
  view,
  toolbar,
  actions,
  withVenue = false,
}: {
  maps: UseQueryResult<readonly MapSummary[]>;
  view?: TableViewState;
  toolbar?: ReactNode;
  actions?: ReactNode;
  withVenue?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.maps.tool.title')}
      view={view}
      prefix="maps"
      toolbar={toolbar}
      actions={actions}
      {...queryRows(maps)}
      empty={t('admin.maps.empty')}
      minWidth={640}
      columns={[
        {
          id: 'name',
          header: t('admin.maps.fields.name'),
          sortable: true,
          cell: (m) => (
            <NameLink to={`/admin/v2/tools/venue-configs/${m.id}`} archived={m.archived}>
              {m.name}
              {!withVenue && m.gaCapacity > 0 ? (
                <Badge variant="light" ml="xs">
                  {t('admin.maps.gaBadge')}
                </Badge>
              ) : null}
            </NameLink>
          ),
        },
        withVenue && {
          id: 'venueName',
          header: t('admin.maps.fields.venue'),
          sortable: true,
          cell: (m) => <Link to={`/admin/v2/venue/${m.venueId}?tab=maps`}>{m.venueName}</Link>,
        },
        withVenue && { id: 'sectionCount', header: t('admin.maps.fields.sections'), sortable: true },
        { id: 'seatCount', header: t('admin.maps.fields.seats'), sortable: true },
        { id: 'gaCapacity', header: t('admin.maps.fields.gaCapacity'), sortable: true },
        { id: 'version', header: t('admin.maps.fields.version') },
        { id: 'updatedAt', header: t('admin.maps.fields.updated'), sortable: true, date: (m) => m.updatedAt },
      ]}
    />
  );
}
