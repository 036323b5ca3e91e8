import { Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { addShopEventPlan, type Basket, type sellableEventPlan } from '@tessera/contract';
import { type PlanDiscount, planFaceValue } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callApi } from '@/api/client';
import { formatEventTime } from '@/ui/format';
import { useShopMoney } from './useShopAction';

type Plan = z.infer<typeof sellableEventPlan>;

/** The server's limit on tickets per event of a plan line (`addEventPlanBody`). */
const MAX_PER_EVENT = 20;

/**
 * An event plan (decisions/0117): its rule and discount, a price level for each event (a
 * flexible plan: a level for each event chosen, none skips it; a fixed one: every event), how
 * many tickets in each, then one add; the server takes the best seats open at those levels.
 */
export function EventPlanCard({
  plan,
  busy,
  onAdd,
}: {
  plan: Plan;
  busy: boolean;
  onAdd: (send: () => Promise<{ basket: Basket | null }>) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  const fixed = plan.selectionMode === 'Fixed';
  const [levels, setLevels] = useState<Record<number, string | null>>(() =>
    Object.fromEntries(
      plan.events.map((e) => [e.id, fixed && e.priceLevels[0] ? String(e.priceLevels[0].id) : null]),
    ),
  );
  const [quantity, setQuantity] = useState(1);
  const lines = plan.events.flatMap((e) =>
    levels[e.id] ? [{ eventId: e.id, priceLevelId: Number(levels[e.id]), quantity }] : [],
  );
  // Each ticket's price in the plan, as the server prices it.
  const discount: PlanDiscount =
    plan.discountKind === 'Percentage'
      ? { kind: 'Percentage', basisPoints: plan.discount }
      : plan.discountKind === 'FlatAmount'
        ? { kind: 'FlatAmount', amount: plan.discount }
        : { kind: 'None' };
  const rule = fixed
    ? t('shopBuy.bundles.fixedPlan', { count: plan.events.length })
    : t('shopBuy.bundles.flexiblePlan', {
        min: plan.minEvents ?? 1,
        max: plan.maxEvents ?? plan.events.length,
      });
  const off =
    plan.discountKind === 'Percentage'
      ? t('shopBuy.bundles.percentOff', { percent: plan.discount / 100 })
      : plan.discountKind === 'FlatAmount'
        ? t('shopBuy.bundles.amountOff', { amount: money(plan.discount) })
        : null;
  return (
    <Paper withBorder p="md" radius="md" role="listitem" aria-label={plan.name} data-testid="shop-plan">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {plan.name}
          </Text>
          <Text size="sm" c="dimmed">
            {[rule, off].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {plan.events.map((event) => (
          <Group key={event.id} justify="space-between" gap="xs" wrap="wrap" align="flex-end">
            <Stack gap={0} style={{ flex: '1 1 200px', minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {event.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatEventTime(event.startsAt, i18n.language, event.timeZone)}
              </Text>
            </Stack>
            <Select
              w={240}
              maw="100%"
              aria-label={t('shopBuy.bundles.levelFor', { event: event.name })}
              placeholder={t('shopBuy.bundles.skip')}
              clearable={!fixed}
              allowDeselect={!fixed}
              data={event.priceLevels.map((level) => ({
                value: String(level.id),
                label: `${level.name} · ${money(planFaceValue(level.defaultPrice, discount))}`,
              }))}
              value={levels[event.id] ?? null}
              onChange={(value) => setLevels((now) => ({ ...now, [event.id]: value }))}
            />
          </Group>
        ))}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <NumberInput
            label={t('shopBuy.bundles.quantity')}
            min={1}
            max={MAX_PER_EVENT}
            value={quantity}
            onChange={(v) => setQuantity(Math.min(MAX_PER_EVENT, Math.max(1, Number(v) || 1)))}
            w={160}
          />
          <Button
            loading={busy}
            disabled={lines.length === 0}
            aria-label={t('shopBuy.bundles.addNamed', { name: plan.name })}
            onClick={() => onAdd(() => callApi(addShopEventPlan, { body: { planId: plan.id, lines } }))}
          >
            {t('shopBuy.bundles.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
