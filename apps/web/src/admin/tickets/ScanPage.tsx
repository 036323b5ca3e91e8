import { Box, Button, Card, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ScanResult } from '@tessera/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { formatDateTime } from '@/ui/format';
import { placeLabel } from './place';
import { useScan } from './queries';

const locationKey = 'tessera.scanLocation';

function storedLocation(): string {
  try {
    return localStorage.getItem(locationKey) ?? '';
  } catch {
    return '';
  }
}

/**
 * /admin/v2/scan: the ticket taker's screen, made for a phone. A hand scanner types the
 * barcode and Enter into the big field (or the barcode is typed); the answer fills the screen
 * in green or red with what to tell the guest and the usher message.
 */
export function ScanPage() {
  const { t } = useTranslation();
  const [barcode, setBarcode] = useState('');
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [location, setLocation] = useState(storedLocation);
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const scan = useScan();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = barcode.trim();
    if (!code) return;
    try {
      localStorage.setItem(locationKey, location);
    } catch {
      // private mode
    }
    scan.mutate(
      { barcode: code, direction, location, message },
      {
        onSettled: () => {
          setBarcode('');
          setMessage('');
          input.current?.focus();
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={560} mx="auto" w="100%">
      <Title order={1}>{t('scanning.title')}</Title>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            size="md"
            value={direction}
            onChange={(v) => setDirection(v as 'in' | 'out')}
            data={[
              { value: 'in', label: t('scanning.direction.in') },
              { value: 'out', label: t('scanning.direction.out') },
            ]}
          />
          <TextInput
            ref={input}
            autoFocus
            size="xl"
            label={t('scanning.barcode')}
            placeholder={t('scanning.barcodePlaceholder')}
            value={barcode}
            onChange={(e) => setBarcode(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            styles={{ input: { fontFamily: 'monospace', fontSize: 24, height: 64 } }}
          />
          <Button type="submit" size="lg" fullWidth loading={scan.isPending}>
            {t('scanning.scan')}
          </Button>
          <TextInput
            label={t('scanning.location')}
            placeholder={t('scanning.locationPlaceholder')}
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
            maxLength={100}
          />
          <TextInput
            label={t('scanning.message')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={200}
          />
        </Stack>
      </form>
      {scan.data ? <ScanAnswer result={scan.data} /> : null}
      {scan.isError ? (
        <Card bg="red.7" c="white" radius="md" padding="lg" role="alert">
          <Text fw={700} fz={22}>
            {isApiError(scan.error) ? scan.error.message : t('scanning.failed')}
          </Text>
        </Card>
      ) : null}
    </Stack>
  );
}

function ScanAnswer({ result }: { result: ScanResult }) {
  const { t, i18n } = useTranslation();
  const ok = result.result === 'accepted';
  const ticket = result.ticket;
  const time = result.firstScannedAt
    ? formatDateTime(result.firstScannedAt, i18n.language, ticket?.timeZone)
    : '';
  return (
    <Card
      bg={ok ? 'teal.7' : 'red.7'}
      c="white"
      radius="md"
      padding="lg"
      role="status"
      aria-live="assertive"
      data-testid="scan-result"
      data-result={result.result}
    >
      <Stack gap={6}>
        <Text fw={800} fz={28} lh={1.2}>
          {ok
            ? t(`scanning.accepted.${result.direction}`)
            : t(`scanning.reason.${result.reason ?? 'unknown'}`)}
        </Text>
        {!ok && result.reason === 'already_used' && time ? (
          <Text fz="lg" fw={700}>
            {t('scanning.firstScan', { time })}
          </Text>
        ) : null}
        {ticket ? (
          <Box>
            <Text fz="lg" fw={600}>
              {placeLabel(t, ticket)}
            </Text>
            <Text fz="sm">
              {ticket.eventName} · {formatDateTime(ticket.eventStartsAt, i18n.language, ticket.timeZone)}
            </Text>
            {ticket.priceTypeName ? <Text fz="sm">{ticket.priceTypeName}</Text> : null}
          </Box>
        ) : null}
        {ticket?.usherMessage ? (
          <Card bg="yellow.2" c="dark" padding="sm" radius="sm">
            <Text fw={700}>{t('scanning.usherMessage', { message: ticket.usherMessage })}</Text>
          </Card>
        ) : null}
        <Text fz="xs" ff="monospace" opacity={0.85}>
          {result.barcode}
        </Text>
      </Stack>
    </Card>
  );
}
