import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  renewSeasonPackageInBasket,
  type SeasonPackage,
  type SeasonRenewal,
  type SeasonRenewalList,
} from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sellQueries } from '@/admin/sell/queries';
import { channelToUse } from '@/admin/sell/sell-storage';
import { useSellBasket } from '@/admin/sell/useSellBasket';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { Section } from '@/ui/Section';
import { RenewalEventsChoice } from './RenewalEventsChoice';
import { RenewalUpgrade } from './RenewalUpgrade';
import { renewalKeys, renewalQueries, useStartRenewals } from './renewal-queries';

const statusColor = { renewed: 'teal', pending: 'blue', released: 'gray', unavailable: 'orange' } as const;

/** A package's renewals (decisions/0096): start them, then the holders' status with totals. */
export function RenewalsSection({
  pkg,
  packages,
}: {
  pkg: SeasonPackage;
  packages: readonly SeasonPackage[];
}) {
  const { t } = useTranslation();
  const list = useQuery(renewalQueries.ofPackage(pkg.id));
  return (
    <Section
      title={t('admin.seasons.renewals.title', { name: pkg.name })}
      intro={t('admin.seasons.renewals.intro')}
    >
      {list.error ? (
        <ErrorDetails error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <SectionLoader />
      ) : list.data.renewsPackageId === null ? (
        <StartRenewals pkg={pkg} packages={packages} />
      ) : (
        <RenewalStatus list={list.data} />
      )}
    </Section>
  );
}

function StartRenewals({ pkg, packages }: { pkg: SeasonPackage; packages: readonly SeasonPackage[] }) {
  const { t } = useTranslation();
  const start = useStartRenewals(pkg.id);
  const [from, setFrom] = useState<string | null>(null);
  const [deadline, setDeadline] = useState('');
  const sources = packages.filter((p) => p.seasonId !== pkg.seasonId);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('admin.seasons.renewals.from')}
          data={sources.map((p) => ({ value: String(p.id), label: `${p.name} · ${p.seasonName}` }))}
          value={from}
          onChange={setFrom}
        />
        <TextInput
          type="datetime-local"
          label={t('admin.seasons.renewals.deadline')}
          value={deadline}
          onChange={(e) => setDeadline(e.currentTarget.value)}
        />
      </SimpleGrid>
      {start.error ? <ErrorDetails error={start.error} /> : null}
      <Group>
        <Button
          disabled={!from || !deadline}
          loading={start.isPending}
          onClick={() =>
            start.mutate({ fromPackageId: Number(from), deadline: new Date(deadline).toISOString() })
          }
        >
          {t('admin.seasons.renewals.start')}
        </Button>
      </Group>
    </Stack>
  );
}

function RenewalStatus({ list }: { list: SeasonRenewalList }) {
  const { t, i18n } = useTranslation();
  const renew = useBoxOfficeRenewal(list.packageId);
  const [upgradingId, setUpgradingId] = useState<number | null>(null);
  const [choosingId, setChoosingId] = useState<number | null>(null);
  const upgrading = list.renewals.find((r) => r.id === upgradingId && r.status === 'pending');
  const choosing = list.renewals.find((r) => r.id === choosingId && r.status === 'pending');
  const at = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '');
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('admin.seasons.renewals.terms', { from: list.renewsPackageName, deadline: at(list.deadline) })}
      </Text>
      <Text size="sm" c="dimmed" data-testid="renewal-roll">
        {list.releasedAt
          ? t('admin.seasons.renewals.released', { at: at(list.releasedAt) })
          : list.rolledAt
            ? t('admin.seasons.renewals.rolled', { at: at(list.rolledAt) })
            : t('admin.seasons.renewals.queued')}
      </Text>
      <Group gap="xs" data-testid="renewal-totals">
        {(['renewed', 'pending', 'released', 'unavailable'] as const).map((s) => (
          <Badge key={s} variant="light" color={statusColor[s]}>
            {t(`admin.seasons.renewals.totals.${s}`, { n: list.totals[s] })}
          </Badge>
        ))}
      </Group>
      {renew.error ? <ErrorDetails error={renew.error} /> : null}
      <DataTable<SeasonRenewal>
        label={t('admin.seasons.renewals.list')}
        rows={list.renewals}
        prefix="renewals"
        search
        empty={t('admin.seasons.renewals.empty')}
        columns={[
          { id: 'customerName', header: t('admin.seasons.renewals.holder') },
          {
            id: 'customerEmail',
            header: t('admin.seasons.renewals.email'),
            value: (r) => r.customerEmail ?? '',
          },
          {
            id: 'place',
            header: t('admin.seasons.renewals.place'),
            value: (r) => t('seatMap.place', { section: r.section, row: r.row, seat: r.seat }),
          },
          { id: 'priceTypeName', header: t('admin.seasons.renewals.priceType') },
          {
            id: 'status',
            header: t('admin.seasons.renewals.status'),
            value: (r) => t(`admin.seasons.renewals.statuses.${r.status}`),
          },
        ]}
        rowActions={(r) =>
          r.status === 'pending'
            ? [
                {
                  label: t('admin.seasons.renewals.renew'),
                  loading: renew.pendingId === r.id,
                  // A flex package's holder first chooses the events (decisions/0119).
                  onClick: () => {
                    setUpgradingId(null);
                    if (r.chooseCount === null) void renew.run(r.id);
                    else setChoosingId(r.id);
                  },
                },
                {
                  label: t('admin.seasons.renewals.upgrade.open'),
                  onClick: () => {
                    setChoosingId(null);
                    setUpgradingId(r.id);
                  },
                },
              ]
            : []
        }
      />
      {upgrading ? (
        <RenewalUpgrade key={upgrading.id} renewal={upgrading} onClose={() => setUpgradingId(null)} />
      ) : null}
      {choosing ? (
        <RenewalEventsChoice
          key={choosing.id}
          renewal={choosing}
          renewing={renew.pendingId === choosing.id}
          onRenew={(eventIds) => void renew.run(choosing.id, eventIds)}
          onClose={() => setChoosingId(null)}
        />
      ) : null}
    </Stack>
  );
}

/** Box office: the holder's held seats into the sell basket, then on to the sell page to take payment. */
function useBoxOfficeRenewal(packageId: number) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const channels = useQuery(sellQueries.channels());
  const { ensure, show } = useSellBasket();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async (renewalId: number, eventIds?: number[]) => {
    const channel = channelToUse(channels.data?.channels ?? []);
    if (!channel) return;
    setPendingId(renewalId);
    setError(null);
    try {
      const basketId = await ensure(channel);
      show(
        await callApi(renewSeasonPackageInBasket, { params: { basketId }, body: { renewalId, eventIds } }),
      );
      void client.invalidateQueries({ queryKey: renewalKeys.ofPackage(packageId) });
      void navigate('/admin/v2/sell-tickets/season-packages');
    } catch (e) {
      setError(e);
    } finally {
      setPendingId(null);
    }
  };
  return { run, pendingId, error };
}
