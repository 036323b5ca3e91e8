import { Alert, Anchor, Badge, Button, Card, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type GiftCertificate,
  getGiftCertificate,
  giftCertificateBalance,
  voidGiftCertificate,
} from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { FactGrid } from '@/ui/Facts';
import { SectionLoader } from '@/ui/FullPageLoader';
import { PageHeader } from '@/ui/PageHeader';
import { Section } from '@/ui/Section';
import { GiftCertificateSaleForm } from './GiftCertificateSaleForm';
import { giftCertificateStatusColor } from './status';

function CertificateCard({ cert }: { cert: GiftCertificate }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => callApi(voidGiftCertificate, { params: { giftCertificateId: cert.id } }),
    onSuccess: (next) => queryClient.setQueryData(['admin', 'giftCertificates', cert.id], next),
  });
  const facts: [string, string][] = [
    [t('giftCertificates.fields.amount'), money(cert.amount)],
    [t('giftCertificates.fields.buyer'), [cert.buyerName, cert.buyerEmail].filter(Boolean).join(' · ')],
    [
      t('giftCertificates.fields.recipient'),
      [cert.recipientName, cert.recipientEmail].filter(Boolean).join(' · '),
    ],
    [
      t('giftCertificates.fields.expiresOn'),
      cert.expiresAt
        ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(cert.expiresAt))
        : t('giftCertificates.noExpiry'),
    ],
    [
      t('giftCertificates.sale.paidBy'),
      t(`admin.checkout.paymentTypes.${cert.paymentType}`, cert.paymentType),
    ],
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('giftCertificates.fields.number')}
            </Text>
            <Text ff="monospace" fz="xl" fw={700} data-testid="gift-certificate-number">
              {cert.number}
            </Text>
          </Stack>
          <Badge size="lg" variant="light" color={giftCertificateStatusColor[cert.status]}>
            {t(`giftCertificates.statuses.${cert.status}`)}
          </Badge>
        </Group>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('giftCertificates.fields.balance')}
          </Text>
          <Text fz={32} fw={800} data-testid="gift-certificate-balance">
            {money(cert.balance)}
          </Text>
        </Stack>
        <FactGrid rows={facts} />
        {isApiError(cancel.error) ? <Alert color="red">{cancel.error.message}</Alert> : null}
        <Group justify="space-between">
          <Anchor component={Link} to="/admin/v2/sell-tickets/giftcertificates/new">
            {t('giftCertificates.sellAnother')}
          </Anchor>
          {cert.status === 'unredeemed' ? (
            <Button variant="light" color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('giftCertificates.void')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function BalanceLookup() {
  const { t } = useTranslation();
  const money = useMoney();
  const [number, setNumber] = useState('');
  const lookup = useMutation({
    mutationFn: () => callApi(giftCertificateBalance, { query: { number: number.trim() } }),
  });
  return (
    <Section card title={t('giftCertificates.lookup.title')}>
      <Group
        component="form"
        align="flex-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (number.trim()) lookup.mutate();
        }}
      >
        <TextInput
          flex={1}
          label={t('giftCertificates.fields.number')}
          inputMode="numeric"
          maxLength={20}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={isApiError(lookup.error) ? lookup.error.message : undefined}
        />
        <Button type="submit" variant="default" loading={lookup.isPending}>
          {t('giftCertificates.lookup.check')}
        </Button>
      </Group>
      {lookup.data ? (
        <Text role="status">
          {t('giftCertificates.lookup.result', {
            balance: money(lookup.data.balance),
            status: t(`giftCertificates.statuses.${lookup.data.status}`),
          })}{' '}
          <Anchor component={Link} to={`/admin/v2/sell-tickets/giftcertificates/${lookup.data.id}`}>
            {t('giftCertificates.lookup.open')}
          </Anchor>
        </Text>
      ) : null}
    </Section>
  );
}

/** /admin/v2/sell-tickets/giftcertificates/{id}: sell one ("new"), or see one with its balance. */
export function GiftCertificatePage() {
  const { t } = useTranslation();
  const param = useParams().id ?? 'new';
  const id = Number(param);
  const cert = useQuery({
    queryKey: ['admin', 'giftCertificates', id],
    queryFn: () => callApi(getGiftCertificate, { params: { giftCertificateId: id } }),
    enabled: Number.isInteger(id) && id > 0,
    // Spending it at a checkout changes the balance.
    staleTime: 0,
  });
  const isNew = !(Number.isInteger(id) && id > 0);
  return (
    <Stack gap="lg">
      <PageHeader title={t('giftCertificates.title')} intro={t('giftCertificates.intro')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {isNew ? (
            <GiftCertificateSaleForm />
          ) : cert.isError ? (
            <ErrorDetails error={cert.error} onRetry={() => void cert.refetch()} />
          ) : cert.data ? (
            <CertificateCard cert={cert.data} />
          ) : (
            <SectionLoader />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BalanceLookup />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
