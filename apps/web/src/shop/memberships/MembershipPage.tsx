import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MembershipSale } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShopMoney } from '@/shop/buy/useShopAction';
import { customerQueries } from '@/shop/customer-accounts/queries';
import { CardPayment } from '@/ui/CardPayment';
import { SectionLoader } from '@/ui/FullPageLoader';
import { NotFound } from '@/ui/NotFoundPage';
import { usePageTitle } from '@/ui/usePageTitle';
import { shopMembershipQueries, useShopMembershipPayment } from './queries';

/** /shop/memberships/{id}: a membership level; a signed-in customer buys it by card. */
export function MembershipPage() {
  const { t } = useTranslation();
  const money = useShopMoney();
  const id = Number(useParams().id);
  const level = useQuery({ ...shopMembershipQueries.level(id), enabled: Number.isSafeInteger(id) });
  const session = useQuery(customerQueries.session());
  const pay = useShopMembershipPayment();
  const [key] = useState(() => `shop-membership-${crypto.randomUUID()}`);
  const [sold, setSold] = useState<MembershipSale | null>(null);
  usePageTitle(level.data?.name ?? t('shopMemberships.title'));
  if (level.isPending) return <SectionLoader />;
  if (!level.data) return <NotFound homeHref="/shop" />;
  const l = level.data;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{l.name}</Title>
      {l.description ? <Text>{l.description}</Text> : null}
      <Text fz="xl" fw={700}>
        {money(l.price)} · {t('admin.memberships.months', { count: l.durationMonths })}
      </Text>
      {sold ? (
        <Alert color="teal" role="status">
          {t('shopMemberships.bought', { number: sold.membership.memberNumber })}{' '}
          <Anchor component={Link} to="/shop/account/memberships">
            {t('shopMemberships.tab')}
          </Anchor>
        </Alert>
      ) : session.data?.customer ? (
        <Card withBorder radius="md" padding="lg">
          <CardPayment
            submitLabel={t('shopMemberships.buy', { price: money(l.price) })}
            pending={pay.isPending}
            error={pay.error}
            onPay={(card) => pay.mutate({ levelId: l.id, price: l.price, card, key }, { onSuccess: setSold })}
          />
        </Card>
      ) : (
        <Alert color="blue">
          <Anchor component={Link} to={`/shop/account/login?returnTo=/shop/memberships/${l.id}`}>
            {t('shopMemberships.signIn')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
