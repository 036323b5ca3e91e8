import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerMembership } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopMoney } from '@/shop/buy/useShopAction';
import { CardPayment } from '@/ui/CardPayment';
import { SectionLoader } from '@/ui/FullPageLoader';
import { shopMembershipQueries, useShopMembershipPayment } from './queries';

/** /shop/account/memberships: level, member ID, member since, expiration; renewal by card. */
export function MembershipsTab() {
  const { t } = useTranslation();
  const mine = useQuery(shopMembershipQueries.mine());
  if (mine.isPending) return <SectionLoader />;
  if (!mine.data?.length) return <Text c="dimmed">{t('shopMemberships.empty')}</Text>;
  return (
    <Stack gap="md">
      {mine.data.map((m) => (
        <MembershipCard key={m.id} membership={m} />
      ))}
    </Stack>
  );
}

function MembershipCard({ membership: m }: { membership: CustomerMembership }) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  const pay = useShopMembershipPayment();
  const [key, setKey] = useState(() => `shop-renewal-${crypto.randomUUID()}`);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const open = new Date(m.renewableFrom).getTime() <= Date.now();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="shop-membership">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {m.levelName}
          </Title>
          <Badge color={m.status === 'active' ? 'teal' : 'gray'}>
            {t(`admin.memberships.statuses.${m.status}`)}
          </Badge>
        </Group>
        <Text>
          {t('admin.memberships.fields.memberNumber')}: {m.memberNumber}
        </Text>
        <Text>
          {t('admin.memberships.fields.memberSince')}: {date(m.memberSince)}
        </Text>
        <Text>
          {t('admin.memberships.fields.expiresAt')}: {date(m.expiresAt)}
        </Text>
        {open ? (
          <CardPayment
            submitLabel={t('shopMemberships.renew', { price: money(m.renewalPrice) })}
            pending={pay.isPending}
            error={pay.error}
            onPay={(card) =>
              pay.mutate(
                { membershipId: m.id, price: m.renewalPrice, card, key },
                { onSuccess: () => setKey(`shop-renewal-${crypto.randomUUID()}`) },
              )
            }
          />
        ) : (
          <Text c="dimmed">{t('shopMemberships.renewableFrom', { date: date(m.renewableFrom) })}</Text>
        )}
      </Stack>
    </Card>
  );
}
