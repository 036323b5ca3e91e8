import { Badge, Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryOrderRefund } from '@tessera/contract';
import { isErrorCode, type RefundState as State } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { orderKeys } from './queries';

const stateColor: Record<State, string> = { requested: 'blue', succeeded: 'teal', failed: 'red' };

/** A refund record's state (decisions/0040), with the processor's reason when it failed. */
export function RefundStateBadge({ state, failureCode }: { state: State; failureCode: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge variant="light" color={stateColor[state]}>
        {t(`orders.refundStates.${state}`)}
      </Badge>
      {state === 'failed' && isErrorCode(failureCode) ? (
        <Text size="xs" c="red" mt={4}>
          {t(`errors.${failureCode}`)}
        </Text>
      ) : null}
    </>
  );
}

/** Asks the processor again for a failed card refund; the order and its activity are read again. */
export function RetryRefundButton({
  orderId,
  refundId,
  onRetried,
}: {
  orderId: number;
  refundId: number;
  onRetried?: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => callApi(retryOrderRefund, { params: { orderId, refundId } }),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(orderId), order);
      void client.invalidateQueries({ queryKey: orderKeys.activity(orderId) });
      onRetried?.();
    },
  });
  return (
    <>
      <Button size="xs" variant="light" loading={retry.isPending} onClick={() => retry.mutate()}>
        {t('orders.refundStates.retry')}
      </Button>
      {retry.isError ? (
        <Text size="xs" c="red" mt={4}>
          {retry.error.message}
        </Text>
      ) : null}
    </>
  );
}
