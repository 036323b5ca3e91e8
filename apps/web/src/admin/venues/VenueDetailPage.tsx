import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { VenueMapsPanel } from '@/admin/maps/VenueMapsPanel';
import { BackLink, DetailTitle } from '@/ui/DetailTitle';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { SearchTabs } from '@/ui/ScreenTabs';
import { EquipmentPanel } from './EquipmentPanel';
import { venueQueries } from './queries';
import { VenueForm } from './VenueForm';

/** /admin/v2/venue/{id}: details, ticket printers and workstations, seat maps. */
export function VenueDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const venue = useQuery(venueQueries.detail(id));
  if (venue.isError) return <ErrorDetails error={venue.error} onRetry={() => void venue.refetch()} />;
  if (!venue.data) return <SectionLoader />;
  const v = venue.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to="/admin/v2/venues">{t('admin.venues.detail.back')}</BackLink>
        <DetailTitle name={v.name} archived={v.archived} />
        <Text c="dimmed">
          {[v.address1, v.city, v.state, v.country].filter(Boolean).join(', ') || v.timezone}
        </Text>
      </Stack>
      <SearchTabs
        pt="lg"
        tabs={[
          { id: 'details', label: t('admin.venues.detail.tabs.details'), panel: <VenueForm venue={v} /> },
          {
            id: 'equipment',
            label: t('admin.venues.detail.tabs.equipment'),
            panel: <EquipmentPanel venue={v} />,
          },
          { id: 'maps', label: t('admin.venues.detail.tabs.maps'), panel: <VenueMapsPanel venueId={v.id} /> },
        ]}
      />
    </Stack>
  );
}
