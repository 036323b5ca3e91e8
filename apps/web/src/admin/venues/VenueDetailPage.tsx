import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { VenueMapsPanel } from '@/admin/maps/VenueMapsPanel';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { EquipmentPanel } from './EquipmentPanel';
import { venueQueries } from './queries';
import { VenueForm } from './VenueForm';

const tabs = ['details', 'equipment', 'maps'] as const;

/** /admin/v2/venue/{id}: details, ticket printers and workstations, seat maps. */
export function VenueDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const tab = (tabs as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as (typeof tabs)[number])
    : 'details';
  const venue = useQuery(venueQueries.detail(id));
  if (venue.isError) return <ErrorDetails error={venue.error} onRetry={() => void venue.refetch()} />;
  if (!venue.data) return <SectionLoader />;
  const v = venue.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/admin/v2/venues" size="sm">
          {t('admin.venues.detail.back')}
        </Anchor>
        <Group gap="sm">
          <Title order={1}>{v.name}</Title>
          {v.archived ? <Badge color="gray">{t('admin.common.archived')}</Badge> : null}
        </Group>
        <Text c="dimmed">
          {[v.address1, v.city, v.state, v.country].filter(Boolean).join(', ') || v.timezone}
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(next) => setSearch(next === 'details' ? {} : { tab: next ?? 'details' })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`admin.venues.detail.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="lg">
          <VenueForm venue={v} />
        </Tabs.Panel>
        <Tabs.Panel value="equipment" pt="lg">
          <EquipmentPanel venue={v} />
        </Tabs.Panel>
        <Tabs.Panel value="maps" pt="lg">
          <VenueMapsPanel venueId={v.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
