import { Alert, Anchor, Grid, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import type { Basket } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardStack } from '@/ui/CardStack';
import { SectionLoader } from '@/ui/FullPageLoader';
import { ChangeFailedAlert } from './AddFailedAlert';
import { BasketLines, BasketTotals } from './BasketLines';
import { ExpiredNotice, ExpiryAlert, TimerBadge, useBasketCountdown } from './BasketTimer';
import { basketLineActions, useBasketAction } from './useBasketAction';
import { hasLines, useSellBasket } from './useSellBasket';

/** Where the sale stands: basket and buyer, payment, confirmation. */
export function CheckoutSteps({ active }: { active: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={t('admin.checkout.steps.basket')} />
      <Stepper.Step label={t('admin.checkout.steps.payment')} />
      <Stepper.Step label={t('admin.checkout.steps.confirmation')} />
    </Stepper>
  );
}

/**
 * The order summary beside a checkout step, with the basket's timer. On the basket step the
 * seller may still change a product's quantity or remove it (seats are changed on the map).
 */
function Summary({ basket, editable }: { basket: Basket; editable: boolean }) {
  const { t } = useTranslation();
  const countdown = useBasketCountdown(basket);
  const change = useBasketAction(basket.channel as StaffSalesChannel);
  const lines = basketLineActions(change);
  return (
    <CardStack>
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t('admin.checkout.summary')}
        </Title>
        {countdown ? <TimerBadge countdown={countdown} /> : null}
      </Group>
      <ExpiryAlert countdown={countdown} />
      <ChangeFailedAlert change={change} />
      <BasketLines
        basket={basket}
        busy={change.isPending}
        onProductQuantity={editable ? lines.onProductQuantity : undefined}
        onRemoveProduct={editable ? lines.onRemoveProduct : undefined}
      />
      <BasketTotals totals={basket} orderFees={basket.orderFees} />
    </CardStack>
  );
}

/**
 * A checkout step: its title and steps, the step's content beside the order summary, or what
 * to do when there is no basket to pay for (it was emptied, paid, or ran out of time).
 */
export function CheckoutFrame({
  step,
  title,
  children,
}: {
  step: 0 | 1;
  title: string;
  children: (basket: Basket) => ReactNode;
}) {
  const { t } = useTranslation();
  const { id, basket, query } = useSellBasket();
  const back = (
    <Anchor component={Link} to="/admin/v2/sell-tickets" size="sm">
      {t('admin.checkout.backToSell')}
    </Anchor>
  );
  let body: ReactNode;
  if (id && query.isPending) body = <SectionLoader />;
  else if (basket?.status !== 'open' || !hasLines(basket)) {
    body = (
      <Stack gap="sm">
        <ExpiredNotice />
        <Alert color="gray">{t('admin.checkout.nothingToPay')}</Alert>
        <Text>{back}</Text>
      </Stack>
    );
  } else {
    body = (
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>{children(basket)}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Summary basket={basket} editable={step === 0} />
        </Grid.Col>
      </Grid>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {back}
        <Title order={1}>{title}</Title>
      </Stack>
      <CheckoutSteps active={step} />
      {body}
    </Stack>
  );
}
