import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { BackLink, DetailTitle } from '@/ui/DetailTitle';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { EventPlanForm } from './EventPlanForm';
import { PlanPriceCheck } from './PlanPriceCheck';
import { planQueries, useArchivePlan, useCreatePlan, useUpdatePlan } from './queries';

function BackToPlans() {
  const { t } = useTranslation();
  return <BackLink to="/admin/v2/event-plans">{t('admin.eventPlans.detail.back')}</BackLink>;
}

function NewPlan() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePlan();
  return (
    <Stack gap="lg">
      <BackToPlans />
      <Stack gap={6}>
        <Title order={1}>{t('admin.eventPlans.detail.newTitle')}</Title>
        <Text c="dimmed">{t('admin.eventPlans.list.intro')}</Text>
      </Stack>
      <EventPlanForm
        saving={create.isPending}
        onSave={async (body) => {
          const plan = await create.mutateAsync(body);
          navigate(`/admin/v2/event-plans/${plan.id}`, { replace: true });
        }}
      />
    </Stack>
  );
}

function EditPlan({ id }: { id: number }) {
  const { t } = useTranslation();
  const plan = useQuery(planQueries.detail(id));
  const update = useUpdatePlan(id);
  const archive = useArchivePlan(id);
  if (plan.isError) return <ErrorDetails error={plan.error} onRetry={() => void plan.refetch()} />;
  if (!plan.data) return <SectionLoader />;
  const data = plan.data;
  return (
    <Stack gap="lg">
      <BackToPlans />
      <DetailTitle
        name={data.name}
        archived={data.archived}
        archive={{ label: t('actions.archive'), mutation: archive }}
      />
      {archive.error ? (
        <Alert color="red">
          {isApiError(archive.error) ? archive.error.message : t('errors.common.internal')}
        </Alert>
      ) : null}
      {data.archived ? (
        <Alert color="gray" variant="light">
          {t('admin.eventPlans.detail.archivedNotice')}
        </Alert>
      ) : null}
      <EventPlanForm
        key={`${data.id}-${data.archived}`}
        plan={data}
        saving={update.isPending}
        onSave={(body) => update.mutateAsync(body)}
      />
      <PlanPriceCheck plan={data} />
    </Stack>
  );
}

/** /admin/v2/event-plans/new and /admin/v2/event-plans/{id}. */
export function EventPlanPage() {
  const param = useParams().id;
  if (param === 'new') return <NewPlan />;
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <EditPlan id={id} />;
}
