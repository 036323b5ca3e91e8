import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { startSmtp } from '../smtp';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let f: SaleFixture;
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({ config: { smtp: smtp.smtpConfig } });
  f = await saleFixture(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function sellTo(place: string, email: string): Promise<number> {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: `order-notes-test-${++seq}`,
    buyer: { firstName: 'Noor', lastName: 'Haddad', email },
    payments: [{ type: 'Cash', amount: added.data.total as number }],
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.data.id as number;
}

async function saveOrderNotes(orderNotes: string) {
  const saved = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, {
    email: { preEventEmail: false, postEventEmail: false, orderNotes },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the template’s order notes in the order confirmation', () => {
  it('sends no notes while the template has none', async () => {
    await sellTo('A-1', 'no-notes@example.test');
    const mail = await smtp.lastTo('no-notes@example.test');
    expect(mail.text).toContain('Noor');
    expect(mail.text).not.toContain('data-order-notes');
    expect(mail.text).not.toContain('Doors open');
  });

  it('puts the notes of the event’s template in the text and the HTML part, escaped', async () => {
    await saveOrderNotes('Doors open 45 minutes before the show.\n<b>Bring photo ID</b> & your tickets.');
    await sellTo('A-2', 'notes@example.test');
    const mail = await smtp.lastTo('notes@example.test');
    // The text part: the notes as written.
    expect(mail.text).toContain('Doors open 45 minutes before the show.');
    expect(mail.text).toContain('<b>Bring photo ID</b> & your tickets.');
    // The HTML part: the notes in their own block, as text, never as markup.
    expect(mail.text).toContain('data-order-notes');
    expect(mail.text).toContain('&#60;b&#62;Bring photo ID&#60;/b&#62; &#38; your tickets.');
    expect(mail.text).not.toMatch(/<b>Bring photo ID<\/b> &#38;/);
  });
});
