import { Alert } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { startStripeOnboarding } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { ListPage } from '@/ui/data-table/ListPage';
import { itemRows } from '@/ui/data-table/sources';
import { FailureAlert } from '@/ui/FailureAlert';
import { paymentToolQueries } from './payment-tools-queries';

const onboardingColor = { not_started: 'gray', incomplete: 'yellow', complete: 'teal' } as const;

/**
 * Tools → Stripe platform accounts (decisions/0090): the Stripe Unified Account's connected
 * accounts, their onboarding as Stripe answers it now, and a link to Stripe's onboarding.
 */
export function StripePlatformAccountsPage() {
  const { t } = useTranslation();
  const list = useQuery(paymentToolQueries.platform());
  const onboard = useMutation({
    mutationFn: (paymentAccountId: number) =>
      callApi(startStripeOnboarding, { params: { paymentAccountId } }),
    // Stripe's hosted onboarding; Stripe sends the person back to this screen.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <ListPage
      title={t('paymentTools.platform.title')}
      intro={t('paymentTools.platform.intro')}
      above={
        <>
          {list.data && !list.data.platformConfigured ? (
            <Alert color="yellow">{t('paymentTools.platform.notConfigured')}</Alert>
          ) : null}
          <FailureAlert error={onboard.error} />
        </>
      }
      {...itemRows(list)}
      rowKey={(r) => r.paymentAccountId}
      empty={t('paymentTools.platform.empty')}
      minWidth={560}
      columns={[
        { id: 'name', header: t('paymentTools.platform.name'), value: (r) => r.name },
        {
          id: 'connected',
          header: t('paymentTools.platform.connectedAccount'),
          value: (r) => r.connectedAccountId ?? '—',
          visibleFrom: 'sm',
        },
        {
          id: 'onboarding',
          header: t('paymentTools.platform.onboarding'),
          value: (r) => t(`paymentTools.platform.states.${r.onboarding}`),
          badge: (r) => onboardingColor[r.onboarding],
        },
        {
          id: 'live',
          header: t('paymentTools.platform.live'),
          value: (r) => (r.isLive ? t('paymentTools.platform.yes') : t('paymentTools.platform.no')),
          badge: (r) => (r.isLive ? 'teal' : 'gray'),
        },
        {
          id: 'due',
          header: t('paymentTools.platform.due'),
          value: (r) => r.due.length,
          visibleFrom: 'sm',
        },
      ]}
      rowActions={(r) => [
        r.onboarding !== 'complete' && {
          label:
            r.onboarding === 'not_started'
              ? t('paymentTools.platform.start')
              : t('paymentTools.platform.continue'),
          loading: onboard.isPending && onboard.variables === r.paymentAccountId,
          disabled: list.data?.platformConfigured === false,
          onClick: () => onboard.mutate(r.paymentAccountId),
        },
      ]}
    />
  );
}
