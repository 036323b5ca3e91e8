import { Group, Radio, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderQueries } from './queries';

/** Where seats given back go: open for sale again, or into a hold the seller picks. */
export function useSeatReturn({ enabled = true }: { enabled?: boolean } = {}) {
  const [returnTo, setReturnTo] = useState<'open' | 'hold'>('open');
  const [holdId, setHoldId] = useState<string | null>(null);
  const holds = useQuery({ ...orderQueries.holds(), enabled });
  return {
    returnTo,
    setReturnTo,
    holdId,
    setHoldId,
    holds: holds.data ?? [],
    /** A hold is asked for and not chosen yet. */
    incomplete: returnTo === 'hold' && !holdId,
    /** The request's part: `returnTo`, and the hold when there is one. */
    body: { returnTo, ...(returnTo === 'hold' && holdId ? { holdId: Number(holdId) } : {}) },
  };
}

/** The choice of {@link useSeatReturn}: open or hold, and then which hold. */
export function SeatReturnChoice({ choice }: { choice: ReturnType<typeof useSeatReturn> }) {
  const { t } = useTranslation();
  return (
    <>
      <Radio.Group
        label={t('orders.void.returnTo')}
        value={choice.returnTo}
        onChange={(v) => choice.setReturnTo(v as 'open' | 'hold')}
      >
        <Group mt="xs">
          <Radio value="open" label={t('orders.void.toOpen')} />
          <Radio value="hold" label={t('orders.void.toHold')} />
        </Group>
      </Radio.Group>
      {choice.returnTo === 'hold' ? (
        <Select
          label={t('orders.void.hold')}
          placeholder={t('orders.void.chooseHold')}
          data={choice.holds.map((h) => ({ value: String(h.id), label: h.name }))}
          value={choice.holdId}
          onChange={choice.setHoldId}
          nothingFoundMessage={t('orders.void.noHolds')}
        />
      ) : null}
    </>
  );
}
