import { Anchor, Code } from '@mantine/core';
import { Link } from 'react-router';

/** The first characters of an id (eight unless told), enough to find it; the whole id on hover. */
export function ShortId({ id, length = 8 }: { id: string | null; length?: number }) {
  return id ? <Code title={id}>{id.slice(0, length)}</Code> : null;
}

/** An order's number, linking to its payments. */
export function OrderPaymentsLink({ orderId }: { orderId: number | string }) {
  return (
    <Anchor component={Link} to={`/admin/v2/orders/${orderId}/payments`}>
      {orderId}
    </Anchor>
  );
}
