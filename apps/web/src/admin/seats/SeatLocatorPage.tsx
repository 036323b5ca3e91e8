import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LocatedSeat } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatSettingQueries } from '@/admin/seat-settings/queries';
import { isApiError } from '@/api/api-error';
import { DataTable } from '@/ui/data-table/DataTable';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatEventTime } from '@/ui/format';
import { statusColors } from '@/ui/seat-map/colors';
import { seatQueries, useLocatorChange } from './queries';

function ChangeCard({ seat, onDone }: { seat: LocatedSeat; onDone: () => void }) {
  const { t } = useTranslation();
  const holds = useQuery(seatSettingQueries.holds());
  const change = useLocatorChange();
  const [holdId, setHoldId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const action = seat.status === 'reserved' ? 'hold' : seat.status === 'open' ? 'sell' : null;
  if (!action)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.seatLocator.noChange')}
      </Text>
    );
  const submit = () =>
    change.mutate(
      action === 'hold'
        ? { action, key: seat.seatKey, holdId: Number(holdId), reason: reason.trim() }
        : { action, key: seat.seatKey, reason: reason.trim() },
      { onSuccess: onDone },
    );
  return (
    <Stack gap="xs">
      {action === 'hold' ? (
        <Select
          label={t('admin.seatLocator.hold')}
          data={(holds.data ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
          value={holdId}
          onChange={setHoldId}
        />
      ) : null}
      <Textarea
        label={t('admin.seatLocator.reason')}
        required
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
      />
      <Button
        onClick={submit}
        disabled={!reason.trim() || (action === 'hold' && !holdId)}
        loading={change.isPending}
      >
        {action === 'hold' ? t('admin.seatLocator.toHold') : t('admin.seatLocator.toSold')}
      </Button>
      {change.isError ? (
        <Alert color="red">
          {isApiError(change.error) ? change.error.message : t('errors.common.internal')}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Above this many seats the locator offers them as a CSV file instead of a table (spec §5). */
const seatRowLimit = 100;

/** /admin/v2/tools/seat-locator: find seats by key; Reserved → Hold and Open → Sold, with a reason. */
export function SeatLocatorPage() {
  const { t, i18n } = useTranslation();
  const [keys, setKeys] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const found = useQuery(seatQueries.locate(query));
  const seat = found.data?.seats.find((s) => s.seatKey === picked);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{t('admin.seatLocator.title')}</Title>
        <Text c="dimmed">{t('admin.seatLocator.intro')}</Text>
      </Stack>
      <Group align="flex-end">
        <TextInput
          label={t('admin.seatLocator.keys')}
          placeholder="12-Stalls-F-14"
          value={keys}
          onChange={(e) => setKeys(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setQuery(keys.trim());
          }}
          w={420}
        />
        <Button onClick={() => setQuery(keys.trim())}>{t('admin.seatLocator.find')}</Button>
      </Group>
      {found.isFetching && !found.data ? <SectionLoader /> : null}
      {found.data?.notFound.length ? (
        <Alert color="yellow">
          {t('admin.seatLocator.notFound', { keys: found.data.notFound.join(', ') })}
        </Alert>
      ) : null}
      {found.data?.seats.length ? (
        <DataTable
          label={t('admin.seatLocator.title')}
          rows={found.data.seats}
          rowKey={(s) => s.seatKey}
          rowProps={(s) => ({
            onClick: () => setPicked(s.seatKey),
            style: { cursor: 'pointer' },
            bg: picked === s.seatKey ? 'blue.0' : undefined,
          })}
          csv={{ fileName: 'seats', rowLimit: seatRowLimit }}
          empty=""
          columns={[
            {
              id: 'seatKey',
              header: t('admin.seatHistory.seatKey'),
              sortable: true,
              cell: (s) => <Text ff="monospace">{s.seatKey}</Text>,
            },
            {
              id: 'event',
              header: t('admin.seatLocator.event'),
              sortable: true,
              value: (s) => s.eventName,
              cell: (s) => (
                <>
                  {s.eventName}
                  <Text size="xs" c="dimmed">
                    {formatEventTime(s.startsAt, i18n.language, s.timezone)}
                  </Text>
                </>
              ),
            },
            {
              id: 'status',
              header: t('admin.seatLocator.status'),
              sortable: true,
              value: (s) => t(`seatStatus.${s.status}`),
              cell: (s) => (
                <Badge style={{ background: statusColors[s.status], color: 'white' }}>
                  {t(`seatStatus.${s.status}`)}
                </Badge>
              ),
            },
            {
              id: 'details',
              header: t('admin.seatLocator.details'),
              value: (s) =>
                [
                  s.priceLevelName,
                  s.holdName,
                  s.orderId ? t('admin.seatHistory.order', { id: s.orderId }) : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
            },
          ]}
        />
      ) : null}
      {seat ? (
        <Card withBorder radius="md" maw={480}>
          <Title order={4} mb="xs">
            {t('admin.seatLocator.change', { key: seat.seatKey })}
          </Title>
          <ChangeCard
            key={`${seat.seatKey}-${seat.status}`}
            seat={seat}
            onDone={() => void found.refetch()}
          />
        </Card>
      ) : null}
    </Stack>
  );
}
