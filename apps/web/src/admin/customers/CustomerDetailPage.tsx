import { Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anonymizeCustomer, type CustomerDetail } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useMoney } from '@/admin/account/useMoney';
import { CustomerMembershipsTab } from '@/admin/memberships/CustomerMembershipsTab';
import { CustomerSeasonPackagesTab } from '@/admin/seasons/CustomerSeasonPackagesTab';
import { startBasketFor } from '@/admin/sell/useSellBasket';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { Badges } from '@/ui/data-table/cells';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { FactGrid } from '@/ui/Facts';
import { SectionLoader } from '@/ui/FullPageLoader';
import { ScreenTabs } from '@/ui/ScreenTabs';
import { CustomerCreditTab } from './CustomerCreditTab';
import { CustomerFormModal } from './CustomerFormModal';
import { CustomerGiftCertificatesTab, CustomerOrdersTab } from './CustomerHistoryTabs';
import { CustomerNotesTab } from './CustomerNotesTab';
import { CustomerStoredCardsTab } from './CustomerStoredCardsTab';
import { CustomerTagsTab } from './CustomerTagsTab';
import { customerName } from './display';
import { customerKeys, customerQueries } from './queries';

const tabs = [
  'details',
  'notes',
  'tags',
  'orders',
  'memberships',
  'seasonPackages',
  'giftCertificates',
  'accountCredit',
  'storedCards',
] as const;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function Details({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('customers.fields.name'), customerName(customer, t)],
    [t('customers.fields.email'), customer.anonymized ? '' : customer.email],
    [t('customers.fields.phone'), customer.phone],
    [t('customers.fields.organization'), customer.organization],
    [
      t('customers.fields.shopLogin'),
      customer.hasShopLogin ? t('customers.detail.yes') : t('customers.detail.no'),
    ],
  ];
  return (
    <Paper withBorder radius="md" p="lg">
      <FactGrid rows={rows} />
    </Paper>
  );
}

/** /admin/v2/customer/{id}: details, notes, tags, orders, memberships, season packages and gift certificates. */
export function CustomerDetailPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { details: session, features } = useAdminSession();
  const id = Number(useParams().id);
  const [tab, setTab] = useState<(typeof tabs)[number]>('details');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const customer = useQuery(customerQueries.detail(id));
  const credit = useQuery(customerQueries.credit(id));
  const anonymize = useMutation({
    mutationFn: () => callApi(anonymizeCustomer, { params: { customerId: id } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      setConfirming(false);
    },
  });
  if (customer.isError)
    return <ErrorDetails error={customer.error} onRetry={() => void customer.refetch()} />;
  if (!customer.data) return <SectionLoader />;
  const c = customer.data;
  const canAnonymize = session.Permissions.includes('accountSettings') && !c.anonymized;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{customerName(c, t)}</Title>
            {c.anonymized ? <Badge color="gray">{t('customers.detail.anonymized')}</Badge> : null}
          </Group>
          <Badges labels={c.tags} />
        </Stack>
        {c.anonymized ? null : (
          <Group gap="xs">
            <Button
              onClick={() => {
                startBasketFor(c.id);
                void navigate('/admin/v2/sell-tickets');
              }}
            >
              {t('customers.detail.startBasket')}
            </Button>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('customers.detail.edit')}
            </Button>
            {canAnonymize ? (
              <Button variant="light" color="red" onClick={() => setConfirming(true)}>
                {t('customers.detail.anonymize')}
              </Button>
            ) : null}
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Stat label={t('customers.detail.orders')} value={String(c.orderCount)} />
        <Stat label={t('customers.detail.lifetimeValue')} value={money(c.lifetimeValue)} />
        <Stat label={t('customers.detail.averageOrder')} value={money(c.averageOrder)} />
        <Stat label={t('customers.credit.balance')} value={credit.data ? money(credit.data.balance) : '…'} />
      </SimpleGrid>
      <ScreenTabs
        value={tab}
        onChange={setTab}
        tabs={tabs
          // Season packages show only with season tickets on (decisions/0086).
          .filter((id) => id !== 'seasonPackages' || features.seasonTickets)
          .map((id) => ({ id, label: t(`customers.tabs.${id}`) }))}
      />
      {tab === 'details' ? <Details customer={c} /> : null}
      {tab === 'notes' ? <CustomerNotesTab customer={c} /> : null}
      {tab === 'tags' ? <CustomerTagsTab customer={c} /> : null}
      {tab === 'orders' ? <CustomerOrdersTab customer={c} /> : null}
      {tab === 'memberships' ? (
        <CustomerMembershipsTab customer={c} canSell={session.Permissions.includes('sellTickets')} />
      ) : null}
      {tab === 'seasonPackages' && features.seasonTickets ? <CustomerSeasonPackagesTab customer={c} /> : null}
      {tab === 'giftCertificates' ? <CustomerGiftCertificatesTab customer={c} /> : null}
      {tab === 'accountCredit' ? (
        <CustomerCreditTab customer={c} canAdjust={session.Permissions.includes('refundsAndCancellations')} />
      ) : null}
      {tab === 'storedCards' ? <CustomerStoredCardsTab customer={c} /> : null}
      {editing ? <CustomerFormModal opened onClose={() => setEditing(false)} customer={c} /> : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('customers.anonymize.title')}>
        <Stack gap="md">
          <Text>{t('customers.anonymize.body')}</Text>
          {isApiError(anonymize.error) ? <Alert color="red">{anonymize.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" loading={anonymize.isPending} onClick={() => anonymize.mutate()}>
              {t('customers.anonymize.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
