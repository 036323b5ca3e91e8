import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { formatOrderTime } from '@/ui/format';
import { QueryList } from '@/ui/QueryList';
import { useLocale } from '@/ui/useLocale';
import { customerQueries } from '../queries';

const statusColor = {
  paid: 'teal',
  due: 'blue',
  charging: 'yellow',
  failed: 'red',
  cancelled: 'gray',
} as const;

/** /shop/account/payment-plans: the customer's orders paid in instalments, each one paid, due or failed. */
export function PaymentPlansTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { settings } = useShopVenue();
  const plans = useQuery(customerQueries.paymentPlans());
  return (
    <QueryList query={plans} empty={t('shopAccount.paymentPlans.empty')}>
      {(list) => (
        <Stack gap="md">
          {list.map((plan) => {
            const money = (minor: number) => formatMoney(minor, plan.currency, locale);
            return (
              <Paper key={plan.id} withBorder radius="md" p="md">
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
          })}
        </Stack>
      )}
    </QueryList>
  );
}
