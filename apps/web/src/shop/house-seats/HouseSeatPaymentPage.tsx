import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  cancelHouseSeatRequestByLink,
  type HouseSeatPaymentView,
  payHouseSeatRequest,
  viewHouseSeatPayment,
} from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { callApi } from '@/api/client';
import { CardPayment } from '@/ui/CardPayment';
import { FailureAlert } from '@/ui/FailureAlert';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { usePageTitle } from '@/ui/usePageTitle';

function useLink(requestIdFromPath?: string) {
  const [search] = useSearchParams();
  const requestId = Number(requestIdFromPath ?? search.get('request'));
  const token = search.get('token') ?? '';
  return { requestId, token, valid: Number.isSafeInteger(requestId) && requestId > 0 && token.length >= 20 };
}

function useRequestView(requestId: number, token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['shop', 'house-seats', requestId, token],
    queryFn: () => callApi(viewHouseSeatPayment, { body: { requestId, token } }),
    enabled,
    retry: false,
  });
}

/** The event, the seats (unless the account hides their locations) and the total. */
function RequestSummary({ view }: { view: HouseSeatPaymentView }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Text fw={700}>{view.eventName}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(view.startsAt, i18n.language)}
        </Text>
        {view.seats ? (
          view.seats.length === 0 ? null : (
            <List size="sm" aria-label={t('shopHouseSeats.seats')}>
              {view.seats.map((s) => (
                <List.Item key={`${s.section}-${s.row}-${s.seat}`}>
                  {t('shopHouseSeats.seat', { section: s.section, row: s.row, seat: s.seat })}
                </List.Item>
              ))}
            </List>
          )
        ) : (
          <Text size="sm">{t('shopHouseSeats.seatCount', { count: view.seatCount })}</Text>
        )}
        {view.places.length > 0 ? (
          <List size="sm" aria-label={t('shopHouseSeats.places')}>
            {view.places.map((p) => (
              <List.Item key={p.areaName}>
                {t('shopHouseSeats.place', { area: p.areaName, count: p.quantity })}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Text fz="lg" fw={700}>
          {t('shopHouseSeats.total', { total: view.totalText })}
        </Text>
      </Stack>
    </Card>
  );
}

/** /shop/houseseat/payment?request=…&token=…: the requester pays for the house seats kept for them. */
export function HouseSeatPaymentPage() {
  const { t } = useTranslation();
  const { requestId, token, valid } = useLink();
  const view = useRequestView(requestId, token, valid);
  const [key] = useState(() => `house-seats-${crypto.randomUUID()}`);
  const pay = useMutation({
    mutationFn: (card: { number: string; expMonth: number; expYear: number; cvc: string; name: string }) =>
      callApi(payHouseSeatRequest, {
        body: { requestId, token, idempotencyKey: key, expectedTotal: view.data!.total, card },
      }),
  });
  usePageTitle(t('shopHouseSeats.payTitle'));
  if (!valid) return <Alert color="red">{t('shopHouseSeats.invalidLink')}</Alert>;
  if (view.isPending) return <SectionLoader />;
  if (!view.data) return <FailureAlert error={view.error} />;
  const current = pay.data ?? view.data;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('shopHouseSeats.payTitle')}</Title>
      <Text>{t('shopHouseSeats.greeting', { name: current.requesterName })}</Text>
      <RequestSummary view={current} />
      {current.status === 'paid' ? (
        <Alert color="teal" role="status">
          {t('shopHouseSeats.paid', { order: current.orderId })}
        </Alert>
      ) : current.status === 'approved' ? (
        <Card withBorder radius="md" padding="lg">
          <CardPayment
            submitLabel={t('shopHouseSeats.pay', { total: current.totalText })}
            pending={pay.isPending}
            error={pay.error}
            onPay={(card) => pay.mutate(card)}
          />
          <Text size="sm" mt="md">
            <Link to={`/shop/houseseat/cancel/${requestId}?token=${encodeURIComponent(token)}`}>
              {t('shopHouseSeats.cancelLink')}
            </Link>
          </Text>
        </Card>
      ) : (
        <Alert color="gray">{t(`shopHouseSeats.state.${current.status}`)}</Alert>
      )}
    </Stack>
  );
}

/** /shop/houseseat/cancel/{houseSeatsRequestId}?token=…: the requester gives the seats back. */
export function HouseSeatCancelPage() {
  const { t } = useTranslation();
  const { requestId, token, valid } = useLink(useParams().houseSeatsRequestId);
  const view = useRequestView(requestId, token, valid);
  const cancel = useMutation({
    mutationFn: () => callApi(cancelHouseSeatRequestByLink, { body: { requestId, token } }),
  });
  usePageTitle(t('shopHouseSeats.cancelTitle'));
  if (!valid) return <Alert color="red">{t('shopHouseSeats.invalidLink')}</Alert>;
  if (view.isPending) return <SectionLoader />;
  if (!view.data) return <FailureAlert error={view.error} />;
  const current = cancel.data ?? view.data;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('shopHouseSeats.cancelTitle')}</Title>
      <RequestSummary view={current} />
      {current.status === 'canceled' ? (
        <Alert color="teal" role="status">
          {t('shopHouseSeats.canceled')}
        </Alert>
      ) : current.status === 'paid' ? (
        <Alert color="gray">{t('shopHouseSeats.state.paid')}</Alert>
      ) : (
        <>
          <Text>{t('shopHouseSeats.cancelQuestion')}</Text>
          <FailureAlert error={cancel.error} />
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('shopHouseSeats.cancel')}
          </Button>
        </>
      )}
    </Stack>
  );
}
