import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { EventPlan } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { isApiError } from '@/api/api-error';
import { formatDateTime } from '@/ui/format';
import { useQuotePlan } from './queries';

interface Choice {
  included: boolean;
  priceLevelId: string | null;
  quantity: number;
}

/**
 * Tries the plan as a buyer would: choose some of its events with a price level and a number
 * of tickets, and see the plan price beside buying the events separately.
 */
export function PlanPriceCheck({ plan }: { plan: EventPlan }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const quote = useQuotePlan(plan.id);
  const firstIncluded = plan.selectionMode === 'Fixed' ? plan.events.length : (plan.minEvents ?? 1);
  const [choices, setChoices] = useState<Choice[]>(() =>
    plan.events.map((e, i) => ({
      included: i < firstIncluded && e.priceLevels.length > 0,
      priceLevelId: e.priceLevels[0] ? String(e.priceLevels[0].id) : null,
      quantity: 1,
    })),
  );
  if (plan.events.length === 0) return null;
  const change = (i: number, next: Partial<Choice>) => {
    quote.reset();
    setChoices(choices.map((c, j) => (j === i ? { ...c, ...next } : c)));
  };
  const lines = plan.events.flatMap((e, i) => {
    const c = choices[i];
    return c?.included && c.priceLevelId
      ? [{ eventId: e.eventId, priceLevelId: Number(c.priceLevelId), quantity: c.quantity }]
      : [];
  });
  const result = quote.data;
  const levelName = (eventId: number, levelId: number) =>
    plan.events.find((e) => e.eventId === eventId)?.priceLevels.find((l) => l.id === levelId)?.name ?? '';

  return (
    <Paper p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3}>{t('admin.eventPlans.priceCheck.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('admin.eventPlans.priceCheck.intro')}
        </Text>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.eventPlans.events.event')}</Table.Th>
              <Table.Th>{t('admin.eventPlans.priceCheck.priceLevel')}</Table.Th>
              <Table.Th>{t('admin.eventPlans.priceCheck.tickets')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.events.map((e, i) => (
              <Table.Tr key={e.eventId}>
                <Table.Td>
                  <Checkbox
                    checked={choices[i]?.included ?? false}
                    disabled={e.priceLevels.length === 0}
                    onChange={(ev) => change(i, { included: ev.currentTarget.checked })}
                    label={e.name}
                    description={formatDateTime(e.startsAt, i18n.language, e.timezone)}
                  />
                </Table.Td>
                <Table.Td>
                  {e.priceLevels.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('admin.eventPlans.priceCheck.noPriceLevels')}
                    </Text>
                  ) : (
                    <Select
                      size="xs"
                      aria-label={t('admin.eventPlans.priceCheck.priceLevelOf', { name: e.name })}
                      allowDeselect={false}
                      data={e.priceLevels.map((l) => ({
                        value: String(l.id),
                        label: `${l.name} · ${money(l.defaultPrice)}`,
                      }))}
                      value={choices[i]?.priceLevelId ?? null}
                      onChange={(v) => change(i, { priceLevelId: v })}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={90}
                    min={1}
                    max={50}
                    allowDecimal={false}
                    aria-label={t('admin.eventPlans.priceCheck.ticketsOf', { name: e.name })}
                    value={choices[i]?.quantity ?? 1}
                    onChange={(v) => change(i, { quantity: Math.max(1, Number(v) || 1) })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            variant="light"
            loading={quote.isPending}
            disabled={lines.length === 0}
            onClick={() => quote.mutate(lines)}
          >
            {t('admin.eventPlans.priceCheck.check')}
          </Button>
        </Group>
        {quote.error ? (
          <Alert color="red">
            {isApiError(quote.error) ? quote.error.message : t('errors.common.internal')}
          </Alert>
        ) : null}
        {result ? (
          <Table verticalSpacing="xs" aria-label={t('admin.eventPlans.priceCheck.result')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.eventPlans.events.event')}</Table.Th>
                <Table.Th>{t('admin.eventPlans.priceCheck.priceLevel')}</Table.Th>
                <Table.Th ta="right">{t('admin.eventPlans.priceCheck.separately')}</Table.Th>
                <Table.Th ta="right">{t('admin.eventPlans.priceCheck.inPlan')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.lines.map((line) => (
                <Table.Tr key={`${line.eventId}-${line.priceLevelId}`}>
                  <Table.Td>{plan.events.find((e) => e.eventId === line.eventId)?.name}</Table.Td>
                  <Table.Td>
                    {t('admin.eventPlans.priceCheck.lineLevel', {
                      quantity: line.quantity,
                      level: levelName(line.eventId, line.priceLevelId),
                    })}
                  </Table.Td>
                  <Table.Td ta="right">{money(line.separateTotal)}</Table.Td>
                  <Table.Td ta="right">{money(line.planTotal)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td colSpan={2}>{t('admin.eventPlans.priceCheck.total')}</Table.Td>
                <Table.Td ta="right">{money(result.separateTotal)}</Table.Td>
                <Table.Td ta="right">{money(result.planTotal)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
            <Table.Caption>
              {t('admin.eventPlans.priceCheck.saving', { amount: money(result.saving) })}
            </Table.Caption>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}
