import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, events, venues } from '@/db/schema';
import { cashSale } from '../commerce/cash-sale';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import type { Smtp } from '../smtp';

let smtp: Smtp;
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  smtp = t.smtp!;
  f = await saleFixture(t);
});
afterAll(() => t.close());

async function notify(byChannel: Record<string, string[]>) {
  const db = t.database.db;
  const [event] = await db.select({ venueId: events.venueId }).from(events).where(eq(events.id, f.eventId));
  await db.update(venues).set({ notificationEmails: byChannel }).where(eq(venues.id, event!.venueId));
}

describe('AdminOrderConfirmation to the venue’s notification addresses', () => {
  it('sends none while the venue has no address for the order’s channel', async () => {
    await notify({ Web: ['web-desk@venue.test'] });
    await cashSale(f, ['A-1'], { firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.test' });
    await smtp.lastTo('noor@example.test');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => m.to.includes('web-desk@venue.test'))).toEqual([]);
  });

  it('sends a copy of the order to each address of the channel, in the account’s language', async () => {
    await notify({ PointOfSale: ['Box-Office@venue.test', 'manager@venue.test'] });
    await t.database.db
      .update(accounts)
      .set({ defaultLanguage: 'es-ES' })
      .where(eq(accounts.id, f.accountId));
    await cashSale(f, ['A-2'], {
      firstName: 'Claire',
      lastName: 'Dubois',
      email: 'claire@example.test',
      locale: 'fr',
    });
    const box = await smtp.lastTo('box-office@venue.test');
    expect(box.text).toContain('Nuevo pedido');
    expect(box.text).toContain(
      'Claire Dubois (claire@example.test) ha hecho un pedido en el canal PointOfSale.',
    );
    expect(box.text).toMatch(/Fila A .+ Asiento 2/);
    expect((await smtp.lastTo('manager@venue.test')).text).toContain('Nuevo pedido');
    // The buyer's own confirmation stays in the buyer's language.
    expect((await smtp.lastTo('claire@example.test')).text).not.toContain('Nuevo pedido');
  });
});
