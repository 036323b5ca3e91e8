import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { EventDetail, EventFields } from '@tessera/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { BackLink } from '@/ui/DetailTitle';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { FailureAlert } from '@/ui/FailureAlert';
import { SectionLoader } from '@/ui/FullPageLoader';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { pickTab, ScreenTabs } from '@/ui/ScreenTabs';
import { SavedText } from '@/ui/StatusNotice';
import { applyServerErrors } from '@/ui/server-errors-form';
import { BulkCancelButton, BulkCancelProgress } from './BulkCancelOrders';
import { CopyEventDialog } from './CopyEventDialog';
import { EventDashboardTab } from './EventDashboardTab';
import { BasicInfoFields, DatesFields, fieldsOf, TicketsFields, tabOfField } from './EventFieldTabs';
import { EventPricesTab } from './EventPricesTab';
import { EventReadiness } from './EventReadiness';
import { EventSeatsTab } from './EventSeatsTab';
import { EventStatusBadges } from './EventStatusBadges';
import { eventWhen } from './eventDisplay';
import { eventQueries, useGenerateSeats, useSetActive, useUpdateEvent } from './queries';

const tabs = ['basic-info', 'dates', 'tickets', 'seats', 'prices', 'dashboard'] as const;
type Tab = (typeof tabs)[number];
const editTabs: readonly Tab[] = ['basic-info', 'dates', 'tickets'];

/** The three editing tabs share one form: saved whole, refusals shown on their field and tab. */
function EventEditor({ event, tab }: { event: EventDetail; tab: Tab }) {
  const { t } = useTranslation();
  const update = useUpdateEvent(event.id);
  const choices = useQuery(eventQueries.choices());
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<EventFields>({
    initialValues: fieldsOf(event),
    validate: { name: (v) => (v.trim() ? null : t('fields.required')) },
  });
  // Newer data from the server (another tab, a bulk edit) replaces the form unless it has edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new event object should reset the form
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues(fieldsOf(event));
    form.resetDirty(fieldsOf(event));
  }, [event]);
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setSaved(false);
    try {
      const next = await update.mutateAsync(values);
      form.setValues(fieldsOf(next));
      form.resetDirty(fieldsOf(next));
      setSaved(true);
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  const erroredTabs = new Set(Object.keys(form.errors).map(tabOfField));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {erroredTabs.size > 0 && ![...erroredTabs].every((x) => x === tab) ? (
          <Alert color="red" variant="light">
            {t('admin.events.detail.otherTabErrors', {
              tabs: [...erroredTabs].map((x) => t(`admin.events.tabs.${x}`)).join(', '),
            })}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light">
            {problem}
          </Alert>
        ) : null}
        {tab === 'basic-info' ? (
          <BasicInfoFields form={form} event={event} seatAlerts={choices.data?.seatAlerts ?? []} />
        ) : tab === 'dates' ? (
          <DatesFields form={form} timeZone={event.timezone} />
        ) : (
          <TicketsFields form={form} />
        )}
        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          style={{ background: 'var(--mantine-color-body)', zIndex: 2 }}
        >
          {saved && !form.isDirty() ? <SavedText>{t('admin.events.detail.saved')}</SavedText> : null}
          {form.isDirty() ? (
            <Button variant="default" onClick={() => form.reset()}>
              {t('admin.events.detail.discard')}
            </Button>
          ) : null}
          <Button type="submit" loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/v2/event/{id}/{tab?}: an event's basic info, dates, tickets, seats and dashboard. */
export function EventDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const tab = pickTab(tabs, params.tab);
  const valid = Number.isInteger(id) && id > 0;
  const event = useQuery({ ...eventQueries.detail(id), enabled: valid });
  const generate = useGenerateSeats(id);
  const activate = useSetActive(id);
  const [copying, setCopying] = useState(false);
  const { details } = useAdminSession();
  const mayCancelOrders = details.Permissions.includes('refundsAndCancellations');
  if (!valid) return <NotFoundPage />;
  if (event.isError) return <ErrorDetails error={event.error} onRetry={() => void event.refetch()} />;
  if (!event.data) return <SectionLoader />;
  const e = event.data;
  const failure = generate.error ?? (e.readiness.some((p) => p.blocking) ? null : activate.error);
  const refused = activate.isError && e.readiness.some((p) => p.blocking);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to="/admin/v2/events">{t('admin.events.detail.back')}</BackLink>
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Group gap="sm">
              <Title order={1}>{e.name}</Title>
              <EventStatusBadges event={e} />
              {e.activateOnSeatGeneration ? (
                <Badge color="blue" variant="outline">
                  {t('admin.events.detail.activatesOnSeats')}
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed">
              {eventWhen(e, t, i18n.language)}
              {' · '}
              <Link to={`/admin/v2/venue/${e.venueId}`}>{e.venueName}</Link>
              {e.mapName
                ? ` · ${e.mapVersion === null ? e.mapName : t('admin.events.detail.mapVersion', { map: e.mapName, version: e.mapVersion })}`
                : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            {e.seatsGenerated ? (
              <Button variant="light" component={Link} to={`/admin/v2/bulk-edit-seats/${e.id}`}>
                {t('admin.events.detail.editSeats')}
              </Button>
            ) : (
              <Button
                onClick={() => {
                  activate.reset();
                  generate.mutate();
                }}
                loading={generate.isPending}
                disabled={!e.mapId}
              >
                {t('admin.events.detail.generate')}
              </Button>
            )}
            <Button variant="default" onClick={() => activate.mutate(!e.active)} loading={activate.isPending}>
              {e.active ? t('admin.events.detail.deactivate') : t('admin.events.detail.activate')}
            </Button>
            <Button variant="default" onClick={() => setCopying(true)}>
              {t('admin.events.copy.open')}
            </Button>
            {mayCancelOrders ? <BulkCancelButton event={e} /> : null}
          </Group>
        </Group>
      </Stack>
      <FailureAlert error={failure} />
      {refused ? (
        <Alert color="red" role="alert">
          {t('admin.events.readiness.refused')}
        </Alert>
      ) : null}
      <EventReadiness event={e} highlighted={refused} />
      {mayCancelOrders ? <BulkCancelProgress eventId={e.id} /> : null}
      <ScreenTabs
        value={tab}
        onChange={(v) => navigate(`/admin/v2/event/${e.id}/${v}`, { replace: true })}
        tabs={tabs.map((x) => ({ id: x, label: t(`admin.events.tabs.${x}`) }))}
      />
      {editTabs.includes(tab) ? (
        <EventEditor key={e.id} event={e} tab={tab} />
      ) : tab === 'seats' ? (
        <EventSeatsTab event={e} refreshing={event.isFetching} />
      ) : tab === 'prices' ? (
        <EventPricesTab eventId={e.id} />
      ) : (
        <EventDashboardTab eventId={e.id} />
      )}
      {copying ? <CopyEventDialog event={e} onClose={() => setCopying(false)} /> : null}
    </Stack>
  );
}
