import { Button, Group, NativeSelect, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useShopMoney } from '@/shop/buy/useShopAction';
import { MembershipsTab } from '@/shop/memberships/MembershipsTab';
import { NotFound } from '@/ui/NotFoundPage';
import { usePageTitle } from '@/ui/usePageTitle';
import { customerQueries, useSignOut } from './queries';
import { DetailsTab } from './tabs/DetailsTab';
import { OrdersTab } from './tabs/OrdersTab';
import { PasswordTab } from './tabs/PasswordTab';
import { PaymentMethodsTab } from './tabs/PaymentMethodsTab';
import { PaymentPlansTab } from './tabs/PaymentPlansTab';
import { SeasonPackagesTab } from './tabs/SeasonPackagesTab';
import { TicketsTab } from './tabs/TicketsTab';
import { TransfersTab } from './tabs/TransfersTab';

type Module =
  | 'details'
  | 'orders'
  | 'tickets'
  | 'season-packages'
  | 'transfers'
  | 'password'
  | 'payment-methods'
  | 'payment-plans'
  | 'memberships';

/** The customer's account credit balance, when they have any (decisions/0087). */
function AccountCreditLine() {
  const { t } = useTranslation();
  const money = useShopMoney();
  const credit = useQuery(customerQueries.credit()).data;
  if (!credit || credit.balance <= 0) return null;
  return (
    <Text fw={600} data-testid="account-credit">
      {t('shopAccount.credit', { amount: money(credit.balance) })}
    </Text>
  );
}

/** /shop/account/{module}: the signed-in customer's account, one tab per module (spec §2). */
export function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customer } = useSuspenseQuery(customerQueries.session()).data;
  const features = useSuspenseQuery(customerQueries.features()).data;
  const module = (useParams().module ?? 'details') as Module;
  const signOut = useSignOut();
  usePageTitle(t(`shopAccount.tabs.${module}`, { defaultValue: t('shopAccount.title') }));
  if (!customer) return <Navigate to="/shop/account/login" replace />;
  const modules: { id: Module; screen: ComponentType }[] = [
    { id: 'details', screen: DetailsTab },
    { id: 'orders', screen: OrdersTab },
    { id: 'tickets', screen: TicketsTab },
    { id: 'memberships', screen: MembershipsTab },
    ...(features.seasonTickets ? [{ id: 'season-packages' as const, screen: SeasonPackagesTab }] : []),
    ...(features.ticketTransfer ? [{ id: 'transfers' as const, screen: TransfersTab }] : []),
    { id: 'password', screen: PasswordTab },
    { id: 'payment-methods', screen: PaymentMethodsTab },
    { id: 'payment-plans', screen: PaymentPlansTab },
  ];
  const active = modules.find((m) => m.id === module);
  if (!active) return <NotFound homeHref="/shop" />;
  const Screen = active.screen;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('shopAccount.title')}
          </Title>
          <Text c="dimmed">{t('shopAccount.greeting', { name: customer.firstName })}</Text>
          <AccountCreditLine />
        </Stack>
        <Button
          hiddenFrom="sm"
          variant="default"
          size="xs"
          loading={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate('/shop') })}
        >
          {t('shopAccount.header.signOut')}
        </Button>
      </Group>
      <NativeSelect
        hiddenFrom="sm"
        aria-label={t('shopAccount.title')}
        value={active.id}
        onChange={(e) => void navigate(`/shop/account/${e.currentTarget.value}`)}
        data={modules.map((m) => ({ value: m.id, label: t(`shopAccount.tabs.${m.id}`) }))}
      />
      <Tabs
        visibleFrom="sm"
        value={active.id}
        onChange={(v) => void navigate(`/shop/account/${v}`)}
        keepMounted={false}
      >
        <ScrollArea type="never">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {modules.map((m) => (
              <Tabs.Tab key={m.id} value={m.id} style={{ whiteSpace: 'nowrap' }}>
                {t(`shopAccount.tabs.${m.id}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      <Screen />
    </Stack>
  );
}
