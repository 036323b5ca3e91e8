import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { addEventPlanToBasket, addTemplatePackageToBasket, type eventBundles } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { formatDateTime } from '@/ui/format';
import { OfferList } from './AddFailedAlert';
import { useBasketAction } from './useBasketAction';

type Bundles = z.infer<typeof eventBundles>;
type Plan = Bundles['plans'][number];

/**
 * The event's template packages and the event plans that include it (decisions/0112): a
 * package adds as one line with its tickets (best seats at its levels) and products; a plan asks
 * a price level in each event (a flexible plan: in the events chosen) and adds as one line.
 */
export function BundlesPanel({
  eventId,
  bundles,
  channel,
}: {
  eventId: number;
  bundles: Bundles;
  channel: StaffSalesChannel;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const add = useBasketAction(channel, eventId);
  return (
    <OfferList intro={t('admin.sell.bundles.intro')} label={t('admin.sell.bundles.packages')} add={add}>
      {bundles.packages.map((pkg) => (
        <Paper key={pkg.id} withBorder radius="md" p="sm" role="listitem" aria-label={pkg.name}>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text fw={600} size="sm">
                {pkg.name}
              </Text>
              <Text size="xs" c="dimmed">
                {pkg.items
                  .map((item) => t('admin.sell.bundles.item', { count: item.quantity, name: item.name }))
                  .join(' · ')}
              </Text>
            </Stack>
            <Group gap="sm" wrap="nowrap">
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {money(pkg.price)}
              </Text>
              <Button
                size="xs"
                aria-label={t('admin.sell.bundles.addPackage', { name: pkg.name })}
                loading={add.isPending}
                onClick={() =>
                  add.mutate((basketId) =>
                    callApi(addTemplatePackageToBasket, {
                      params: { basketId },
                      body: { packageId: pkg.id, eventId },
                    }),
                  )
                }
              >
                {t('admin.sell.bundles.add')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      {bundles.plans.map((plan) => (
        <PlanRow
          key={`plan${plan.id}`}
          plan={plan}
          busy={add.isPending}
          onAdd={(lines) =>
            add.mutate((basketId) =>
              callApi(addEventPlanToBasket, { params: { basketId }, body: { planId: plan.id, lines } }),
            )
          }
        />
      ))}
    </OfferList>
  );
}

/** An event plan: a level per event (none skips the event in a flexible plan), then one add. */
function PlanRow({
  plan,
  busy,
  onAdd,
}: {
  plan: Plan;
  busy: boolean;
  onAdd: (lines: { eventId: number; priceLevelId: number; quantity: number }[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const fixed = plan.selectionMode === 'Fixed';
  const [levels, setLevels] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(plan.events.map((e) => [e.id, fixed ? (e.priceLevels[0]?.id ?? null) : null])),
  );
  const lines = plan.events.flatMap((e) =>
    levels[e.id] ? [{ eventId: e.id, priceLevelId: levels[e.id]!, quantity: 1 }] : [],
  );
  const rule = fixed
    ? t('admin.sell.bundles.fixedPlan', { count: plan.events.length })
    : t('admin.sell.bundles.flexiblePlan', {
        min: plan.minEvents ?? 1,
        max: plan.maxEvents ?? plan.events.length,
      });
  const discount =
    plan.discountKind === 'Percentage'
      ? t('admin.sell.bundles.percentOff', { percent: plan.discount / 100 })
      : plan.discountKind === 'FlatAmount'
        ? t('admin.sell.bundles.amountOff', { amount: money(plan.discount) })
        : null;
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={plan.name}>
      <Stack gap="xs">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {plan.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[rule, discount].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {plan.events.map((event) => (
          <Group key={event.id} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} style={{ flex: '1 1 180px', minWidth: 0 }}>
              <Text size="sm" truncate>
                {event.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(event.startsAt, i18n.language, event.timeZone)}
              </Text>
            </Stack>
            <Select
              size="xs"
              w={200}
              aria-label={t('admin.sell.bundles.levelFor', { event: event.name })}
              placeholder={t('admin.sell.bundles.skip')}
              clearable={!fixed}
              allowDeselect={!fixed}
              data={event.priceLevels.map((l) => ({
                value: String(l.id),
                label: `${l.name} · ${money(l.defaultPrice)}`,
              }))}
              value={levels[event.id] ? String(levels[event.id]) : null}
              onChange={(value) => setLevels((now) => ({ ...now, [event.id]: value ? Number(value) : null }))}
            />
          </Group>
        ))}
        <Group justify="flex-end">
          <Button
            size="xs"
            aria-label={t('admin.sell.bundles.addPlan', { name: plan.name })}
            loading={busy}
            disabled={lines.length === 0}
            onClick={() => onAdd(lines)}
          >
            {t('admin.sell.bundles.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
