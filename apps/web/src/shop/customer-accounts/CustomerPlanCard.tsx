import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderPaymentPlan } from '@tessera/contract';
import { formatMoney } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { formatOrderTime } from '@/ui/format';
import { useLocale } from '@/ui/useLocale';

const statusColor = {
  paid: 'teal',
  due: 'blue',
  charging: 'yellow',
  failed: 'red',
  cancelled: 'gray',
} as const;

/**
 * One of the customer's orders paid in instalments: what is paid and still due, the card it is
 * charged to, and each instalment with its date and state (their account, the order's confirmation).
 */
export function CustomerPlanCard({ plan }: { plan: OrderPaymentPlan }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { settings } = useShopVenue();
  const money = (minor: number) => formatMoney(minor, plan.currency, locale);
  return (
    <Paper withBorder radius="md" p="md" data-testid="customer-plan">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            {t('shopAccount.paymentPlans.order', { id: plan.orderId, plan: plan.planName })}
          </Title>
          <Badge variant="light">{t(`paymentPlans.status.${plan.status}`)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('shopAccount.paymentPlans.summary', {
            paid: money(plan.paid),
            due: money(plan.due),
            card: `${plan.card.brand} •••• ${plan.card.last4}`,
          })}
        </Text>
        <Table.ScrollContainer minWidth={300}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('paymentPlans.fields.number')}</Table.Th>
                <Table.Th>{t('paymentPlans.fields.dueAt')}</Table.Th>
                <Table.Th>{t('paymentPlans.fields.amount')}</Table.Th>
                <Table.Th>{t('paymentPlans.fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.instalments.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.number}</Table.Td>
                  <Table.Td>{formatOrderTime(i.dueAt, locale, settings.timezone)}</Table.Td>
                  <Table.Td>{money(i.amount)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[i.status]} variant="light">
                      {t(`paymentPlans.instalmentStatus.${i.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
