import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addShopTemplatePackage, type sellableTemplatePackage } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { callApi } from '@/api/client';
import { EventPlanCard } from './EventPlanCard';
import { shopEventQueries } from './event-queries';
import { useShopAction, useShopMoney } from './useShopAction';

type TemplatePackage = z.infer<typeof sellableTemplatePackage>;

/**
 * The template packages and event plans on sale with this event (decisions/0117): what each
 * includes and its price; a package adds as one line (the best seats open at its levels, and its
 * products), a plan after its price levels are chosen; the buyer then goes to the basket.
 */
export function EventBundles({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const bundles = useQuery(shopEventQueries.bundles(eventId));
  const navigate = useNavigate();
  const add = useShopAction(eventId);
  const data = bundles.data;
  if (!data || data.packages.length + data.plans.length === 0) return null;
  const toBasket = { onSuccess: () => void navigate('/shop/checkout/basket') };
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-bundles-title">
      <Stack gap={2}>
        <Title order={2} fz="h3" id="event-bundles-title">
          {t('shopBuy.bundles.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('shopBuy.bundles.intro')}
        </Text>
      </Stack>
      {add.error ? (
        <Alert color="red" role="alert">
          {add.error.message}
        </Alert>
      ) : null}
      <Stack gap="sm" role="list" aria-label={t('shopBuy.bundles.title')}>
        {data.packages.map((pkg) => (
          <PackageCard
            key={`package${pkg.id}`}
            pkg={pkg}
            busy={add.isPending}
            onAdd={() =>
              add.mutate(
                () => callApi(addShopTemplatePackage, { body: { packageId: pkg.id, eventId } }),
                toBasket,
              )
            }
          />
        ))}
        {data.plans.map((plan) => (
          <EventPlanCard
            key={`plan${plan.id}`}
            plan={plan}
            busy={add.isPending}
            onAdd={(send) => add.mutate(send, toBasket)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** A template package: its name, description, what it includes and its price. */
function PackageCard({ pkg, busy, onAdd }: { pkg: TemplatePackage; busy: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  return (
    <Paper withBorder p="md" radius="md" role="listitem" aria-label={pkg.name} data-testid="shop-package">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {pkg.name}
          </Text>
          {pkg.description ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {pkg.description}
            </Text>
          ) : null}
          <Text size="sm">
            {pkg.items
              .map((item) => t('shopBuy.bundles.item', { count: item.quantity, name: item.name }))
              .join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('shopBuy.bundles.bestSeats')}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {money(pkg.price)}
          </Text>
          <Button
            loading={busy}
            aria-label={t('shopBuy.bundles.addNamed', { name: pkg.name })}
            onClick={onAdd}
          >
            {t('shopBuy.bundles.add')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
