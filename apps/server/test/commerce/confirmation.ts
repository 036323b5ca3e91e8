import type { SaleFixture } from './sale-fixture';

/**
 * Waits until the order's confirmation email has been attempted (the server sends it in the
 * background after checkout) and answers its activity entry. With a movable clock, `tick` moves
 * it so the job queue looks for the job.
 */
export async function confirmationSent(
  api: SaleFixture['api'],
  orderId: number,
  tick?: () => Promise<void> | void,
): Promise<{ kind: string; details: Record<string, unknown> }> {
  for (let i = 0; i < 500; i++) {
    await tick?.();
    const res = await api('GET', `/api/admin/orders/${orderId}/activity`);
    const found = (res.data as unknown as { kind: string; details: Record<string, unknown> }[]).find(
      (a) => a.kind === 'email.order_confirmation',
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`order ${orderId}: no confirmation email`);
}
