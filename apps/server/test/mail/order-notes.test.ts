import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const sellTo = (place: string, email: string) =>
  cashSale(f, [place], { firstName: 'Noor', lastName: 'Haddad', email });

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
