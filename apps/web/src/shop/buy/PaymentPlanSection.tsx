import { Checkbox, Group, Paper, Radio, Stack, Table, Text, Title } from '@mantine/core';
import type { ScheduledInstalment } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { formatOrderTime } from '@/ui/format';
import { useShopMoney } from './useShopAction';

/** A plan the basket may be paid under, as the server offers it (its schedule for this total). */
export interface OfferedPlan {
  id: number;
  name: string;
  instalments: (Omit<ScheduledInstalment, 'dueAt'> & { dueAt: string })[];
}

/** What the buyer chose: a plan or none, the stored card paying it (none: a new card), and consent. */
export interface PlanChoice {
  planId: number | null;
  storedCardId: number | null;
  keepCard: boolean;
}

export const noPlan: PlanChoice = { planId: null, storedCardId: null, keepCard: false };

interface StoredCard {
  id: number;
  brand: string;
  last4: string;
}

/**
 * The payment plans a signed-in customer's basket may use (decisions/0107, 0110): pay in full, or
 * a plan with its schedule (the first instalment now, the others on their dates), the card that
 * pays it (one the customer keeps or a new one) and the consent to keep it for the later ones.
 */
export function PaymentPlanSection({
  plans,
  cards,
  value,
  onChange,
  errors,
}: {
  plans: readonly OfferedPlan[];
  cards: readonly StoredCard[];
  value: PlanChoice;
  onChange: (next: PlanChoice) => void;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const { settings } = useShopVenue();
  const money = useShopMoney();
  const chosen = plans.find((p) => p.id === value.planId) ?? null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="payment-plans">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('shopBuy.plans.title')}
        </Title>
        <Radio.Group
          label={t('shopBuy.plans.how')}
          value={value.planId === null ? 'full' : String(value.planId)}
          onChange={(v) => onChange({ ...value, planId: v === 'full' ? null : Number(v) })}
          error={errors.paymentPlanId}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="full" label={t('shopBuy.plans.full')} />
            {plans.map((p) => (
              <Radio
                key={p.id}
                value={String(p.id)}
                label={t('shopBuy.plans.option', { name: p.name, count: p.instalments.length })}
              />
            ))}
          </Stack>
        </Radio.Group>
        {chosen ? (
          <>
            <Table.ScrollContainer minWidth={280}>
              <Table data-testid="plan-schedule">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('paymentPlans.fields.number')}</Table.Th>
                    <Table.Th>{t('paymentPlans.fields.dueAt')}</Table.Th>
                    <Table.Th ta="right">{t('paymentPlans.fields.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {chosen.instalments.map((i, index) => (
                    <Table.Tr key={i.number}>
                      <Table.Td>{i.number}</Table.Td>
                      <Table.Td>
                        {index === 0
                          ? t('shopBuy.plans.dueNow')
                          : formatOrderTime(i.dueAt, i18n.language, settings.timezone)}
                      </Table.Td>
                      <Table.Td ta="right">{money(i.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {cards.length > 0 ? (
              <Radio.Group
                label={t('shopBuy.plans.cardLabel')}
                value={value.storedCardId === null ? 'new' : String(value.storedCardId)}
                onChange={(v) => onChange({ ...value, storedCardId: v === 'new' ? null : Number(v) })}
                error={errors.storedCardId}
              >
                <Group gap="md" mt="xs">
                  {cards.map((c) => (
                    <Radio
                      key={c.id}
                      value={String(c.id)}
                      label={t('shopAccount.cards.label', { brand: c.brand, last4: c.last4 })}
                    />
                  ))}
                  <Radio value="new" label={t('shopBuy.plans.newCard')} />
                </Group>
              </Radio.Group>
            ) : null}
            <Checkbox
              label={t('shopBuy.plans.consent', { count: chosen.instalments.length - 1 })}
              checked={value.keepCard}
              onChange={(e) => onChange({ ...value, keepCard: e.currentTarget.checked })}
              error={errors.keepCard}
            />
            <Text size="sm" c="dimmed">
              {t('shopBuy.plans.firstNow', { amount: money(chosen.instalments[0]!.amount) })}
            </Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
