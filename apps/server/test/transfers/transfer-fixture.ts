import { eq } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import type { SaleFixture } from '../commerce/sale-fixture';
import type { TestApp } from '../harness';

/** Turns ticket transfer on or off in the account settings (the spec's feature switch). */
export async function setTransfers(t: TestApp, f: SaleFixture, on: boolean) {
  await t.database.db.update(accounts).set({ ticketTransferEnabled: on }).where(eq(accounts.id, f.accountId));
}

/** The claim token in the newest transfer mail to an address, as the recipient receives it over SMTP. */
export async function claimToken(t: TestApp, to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const match = t
      .smtp!.received.filter((m) => m.to.includes(to))
      .map((m) => /\/shop\/account\/claim-tickets\?token=([\w-]+)/.exec(m.text))
      .findLast((x) => x !== null);
    if (match?.[1]) return match[1];
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no transfer mail to ${to}`);
}
