import { Alert, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { SectionLoader } from '@/ui/FullPageLoader';
import { NotFound } from '@/ui/NotFoundPage';
import { usePageTitle } from '@/ui/usePageTitle';
import { shopGiftCertificateQueries } from './queries';

/** /shop/giftcertificates/{bundleCode}/{number}: the certificate the recipient's mail links to. */
export function GiftCertificateViewPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useShopVenue();
  const { bundleCode = '', number = '' } = useParams();
  const cert = useQuery(shopGiftCertificateQueries.link(bundleCode, number));
  usePageTitle(t('shopGiftCertificates.viewTitle'));
  if (cert.isPending) return <SectionLoader />;
  if (!cert.data) {
    return isApiError(cert.error) && cert.error.status !== 404 ? (
      <Alert color="red">{cert.error.message}</Alert>
    ) : (
      <NotFound homeHref="/shop" />
    );
  }
  const c = cert.data;
  const money = (minor: number) => formatMoney(minor, c.currency, i18n.language);
  const expiry = c.expiresAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: settings.timezone }).format(
        new Date(new Date(c.expiresAt).getTime() - 1),
      )
    : t('shopGiftCertificates.noExpiry');
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('shopGiftCertificates.viewTitle')}</Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fz="xl" fw={700} aria-label={t('shopGiftCertificates.balance')}>
              {money(c.balance)}
            </Text>
            <Badge color={c.expired || c.status === 'voided' ? 'gray' : 'teal'}>
              {c.expired ? t('shopGiftCertificates.expired') : t(`shopGiftCertificates.status.${c.status}`)}
            </Badge>
          </Group>
          {c.message ? <Text style={{ whiteSpace: 'pre-line' }}>{c.message}</Text> : null}
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('shopGiftCertificates.number')}</Table.Th>
                <Table.Td>{c.number}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('shopGiftCertificates.amount')}</Table.Th>
                <Table.Td>{money(c.amount)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('shopGiftCertificates.balance')}</Table.Th>
                <Table.Td>{money(c.balance)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('shopGiftCertificates.expires')}</Table.Th>
                <Table.Td>{expiry}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('shopGiftCertificates.from')}</Table.Th>
                <Table.Td>{c.buyerName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('shopGiftCertificates.to')}</Table.Th>
                <Table.Td>{c.recipientName}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Card>
    </Stack>
  );
}
