import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArchivedFilter } from '@/ui/data-table/filters';
import { useTableView } from '@/ui/data-table/useTableView';
import { PageHeader } from '@/ui/PageHeader';
import { MapsTable } from './MapsTable';
import { mapQueries } from './queries';

/** /admin/v2/tools/venue-configs: every seat map of every venue, active or archived. */
export function MapsToolPage() {
  const { t } = useTranslation();
  const view = useTableView();
  const maps = useQuery(mapQueries.list(null, view.filter('archived') === 'true'));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.maps.tool.title')}
        intro={t('admin.maps.tool.intro')}
        actions={
          <Button component={Link} to="/admin/v2/tools/venue-configs/new">
            {t('admin.maps.generator.open')}
          </Button>
        }
      />
      <MapsTable maps={maps} view={view} toolbar={<ArchivedFilter view={view} />} withVenue />
    </Stack>
  );
}
