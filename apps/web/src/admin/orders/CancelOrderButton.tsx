import { Button } from '@mantine/core';
import type { Order } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VoidModal } from './VoidModal';

/** Cancels the whole order (every live ticket voided, everything refunded). */
export function CancelOrderButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {t('orders.void.cancelOrder')}
      </Button>
      {open ? <VoidModal order={order} ticketIds={null} opened onClose={() => setOpen(false)} /> : null}
    </>
  );
}
