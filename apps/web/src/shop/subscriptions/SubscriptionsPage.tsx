import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopMoney } from '@/shop/buy/useShopAction';
import { customerQueries } from '@/shop/customer-accounts/queries';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { usePageTitle } from '@/ui/usePageTitle';
import { PackageChooser } from './PackageChooser';
import { shopSubscriptionQueries } from './queries';

/**
 * /shop/subscriptions (and /subscriptions): the season packages on sale, for a signed-in
 * customer; one chosen opens its chooser (decisions/0111).
 */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const money = useShopMoney();
  usePageTitle(t('shopSubscriptions.title'));
  const session = useQuery(customerQueries.session());
  const signedIn = Boolean(session.data?.customer);
  const packages = useQuery({ ...shopSubscriptionQueries.packages(), enabled: signedIn });
  const [chosen, setChosen] = useState<number | null>(null);
  if (session.isPending) return <SectionLoader />;
  if (!signedIn)
    return (
      <Stack gap="lg" maw={640}>
        <Title order={1}>{t('shopSubscriptions.title')}</Title>
        <Alert color="blue">
          <Anchor component={Link} to="/shop/account/login?returnTo=/shop/subscriptions">
            {t('shopSubscriptions.signIn')}
          </Anchor>
        </Alert>
      </Stack>
    );
  if (packages.isError) return <ErrorDetails error={packages.error} />;
  if (!packages.data) return <SectionLoader />;
  const pkg = packages.data.find((p) => p.id === chosen) ?? null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('shopSubscriptions.title')}</Title>
        <Text c="dimmed">{t('shopSubscriptions.intro')}</Text>
      </Stack>
      {packages.data.length === 0 ? <Alert color="blue">{t('shopSubscriptions.none')}</Alert> : null}
      {pkg ? (
        <PackageChooser key={pkg.id} pkg={pkg} onBack={() => setChosen(null)} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {packages.data.map((p) => (
            <Card key={p.id} withBorder radius="md" padding="lg">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={2} fz="h4">
                    {p.name}
                  </Title>
                  <Badge variant="light">
                    {p.kind === 'flex'
                      ? t('shopSubscriptions.flex', { count: p.chooseCount ?? 0 })
                      : t('shopSubscriptions.fixed', { count: p.events.length })}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {p.seasonName}
                </Text>
                {p.prices.map((price) => (
                  <Text key={price.priceTypeId} size="sm">
                    {price.priceTypeName} · {money(price.price)}
                  </Text>
                ))}
                <Button
                  onClick={() => setChosen(p.id)}
                  aria-label={t('shopSubscriptions.chooseNamed', { name: p.name })}
                >
                  {t('shopSubscriptions.choose')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
