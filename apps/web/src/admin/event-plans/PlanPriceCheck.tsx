import { Button, Checkbox, Group, NumberInput, Select, Text } from '@mantine/core';
import type { EventPlan } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { amountColumn } from '@/ui/data-table/amount-column';
import { DataTable } from '@/ui/data-table/DataTable';
import { SectionTable } from '@/ui/data-table/SectionTable';
import { FailureAlert } from '@/ui/FailureAlert';
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
    <SectionTable
      title={t('admin.eventPlans.priceCheck.title')}
      intro={t('admin.eventPlans.priceCheck.intro')}
      prefix="choices"
      bare
      rows={plan.events.map((e, i) => ({ ...e, i }))}
      rowKey={(e) => e.eventId}
      empty=""
      columns={[
        {
          id: 'event',
          header: t('admin.eventPlans.events.event'),
          cell: (e) => (
            <Checkbox
              checked={choices[e.i]?.included ?? false}
              disabled={e.priceLevels.length === 0}
              onChange={(ev) => change(e.i, { included: ev.currentTarget.checked })}
              label={e.name}
              description={formatDateTime(e.startsAt, i18n.language, e.timezone)}
            />
          ),
        },
        {
          id: 'level',
          header: t('admin.eventPlans.priceCheck.priceLevel'),
          cell: (e) =>
            e.priceLevels.length === 0 ? (
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
                value={choices[e.i]?.priceLevelId ?? null}
                onChange={(v) => change(e.i, { priceLevelId: v })}
              />
            ),
        },
        {
          id: 'tickets',
          header: t('admin.eventPlans.priceCheck.tickets'),
          cell: (e) => (
            <NumberInput
              size="xs"
              w={90}
              min={1}
              max={50}
              allowDecimal={false}
              aria-label={t('admin.eventPlans.priceCheck.ticketsOf', { name: e.name })}
              value={choices[e.i]?.quantity ?? 1}
              onChange={(v) => change(e.i, { quantity: Math.max(1, Number(v) || 1) })}
            />
          ),
        },
      ]}
    >
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
      <FailureAlert error={quote.error} />
      {result ? (
        <>
          <DataTable
            label={t('admin.eventPlans.priceCheck.result')}
            prefix="quote"
            bare
            rows={result.lines}
            rowKey={(line) => `${line.eventId}-${line.priceLevelId}`}
            empty=""
            columns={[
              {
                id: 'event',
                header: t('admin.eventPlans.events.event'),
                value: (line) => plan.events.find((e) => e.eventId === line.eventId)?.name,
              },
              {
                id: 'level',
                header: t('admin.eventPlans.priceCheck.priceLevel'),
                value: (line) =>
                  t('admin.eventPlans.priceCheck.lineLevel', {
                    quantity: line.quantity,
                    level: levelName(line.eventId, line.priceLevelId),
                  }),
              },
              amountColumn('separateTotal', t('admin.eventPlans.priceCheck.separately'), money, {
                id: 'separate',
              }),
              amountColumn('planTotal', t('admin.eventPlans.priceCheck.inPlan'), money, { id: 'plan' }),
            ]}
            totals={{
              event: t('admin.eventPlans.priceCheck.total'),
              separate: money(result.separateTotal),
              plan: money(result.planTotal),
            }}
          />
          <Text size="sm" c="dimmed" ta="center">
            {t('admin.eventPlans.priceCheck.saving', { amount: money(result.saving) })}
          </Text>
        </>
      ) : null}
    </SectionTable>
  );
}
