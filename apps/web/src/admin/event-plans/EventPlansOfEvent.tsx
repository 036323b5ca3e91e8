import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { discountText, selectionText } from './plan-text';
import { planQueries } from './queries';

/**
 * The event plans that include an event, read-only, for the event's detail screen
 * (`<EventPlansOfEvent eventId={id} />`). Each links to the plan.
 */
export function EventPlansOfEvent({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const plans = useQuery(planQueries.ofEvent(eventId));
  return (
    <Stack gap="xs">
      <Title order={3}>{t('admin.eventPlans.ofEvent.title')}</Title>
      {plans.isError ? (
        <ErrorDetails error={plans.error} onRetry={() => void plans.refetch()} />
      ) : !plans.data ? null : plans.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.eventPlans.ofEvent.none')}
        </Text>
      ) : (
        <Paper withBorder radius="md" p="sm">
          <Stack gap={6}>
            {plans.data.map((plan) => (
              <Group key={plan.id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/admin/v2/event-plans/${plan.id}`}>
                  {plan.name}
                </Anchor>
                <Group gap={6}>
                  <Badge variant="light">{selectionText(t, plan, plan.eventCount)}</Badge>
                  <Badge variant="light" color="teal">
                    {discountText(t, money, plan)}
                  </Badge>
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
