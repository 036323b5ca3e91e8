import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MAILS_JOB } from '@/modules/event-mails/event-mails.jobs';
import { cashSale } from '../commerce/cash-sale';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';
import { startSmtp } from '../smtp';
import { readMail } from '../tickets/mail-read';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let f: SaleFixture;

// The fixture's event starts on 1 March 2027 at 19:30 UTC; the pre-event mail is due 24 hours before.
const PRE_AT = new Date('2027-02-28T19:30:00Z');

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    config: { smtp: smtp.smtpConfig },
    movableClock: true,
    now: new Date('2027-02-20T12:00:00Z'),
    eventMails: true,
  });
  f = renewingSession(t, await saleFixture(t));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const upload = (kind: string, fileName: string, contentType: string, data: string | Buffer) =>
  f.api('PUT', '/api/admin/email-templates/file', { kind, fileName, contentType, dataBase64: b64(data) });

describe('account email templates', () => {
  it('refuses a file that is not a .txt of plain text, with the catalogue’s error', async () => {
    const refused = [
      await upload('preEvent', 'pre-event.html', 'text/html', '<p>Doors open</p>'),
      await upload('preEvent', 'pre-event.docx', 'text/plain', 'Doors open'),
      await upload('preEvent', 'pre-event.txt', 'application/pdf', 'Doors open'),
      await upload(
        'preEvent',
        'pre-event.txt',
        'text/plain',
        Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]),
      ),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.data.errors).toEqual([
        {
          code: 'admin.email_template_not_txt',
          field: 'fileName',
          message: 'Email templates must be .txt files of plain text.',
        },
      ]);
    }
    const list = await f.api('GET', '/api/admin/email-templates');
    expect(list.data).toEqual([
      { kind: 'orderNotes', text: '', fileName: null, updatedAt: null },
      { kind: 'preEvent', text: '', fileName: null, updatedAt: null },
      { kind: 'postEvent', text: '', fileName: null, updatedAt: null },
      { kind: 'invoiceFooter', text: '', fileName: null, updatedAt: null },
    ]);
  });

  it('takes a .txt upload and typed text', async () => {
    const up = await upload(
      'preEvent',
      'pre-event.txt',
      'text/plain',
      '\uFEFFDoors open at 6:45pm.\r\nThe bar serves from 6pm.\r\n',
    );
    expect(up.statusCode, up.body).toBe(200);
    expect(up.data).toMatchObject({
      kind: 'preEvent',
      text: 'Doors open at 6:45pm.\nThe bar serves from 6pm.',
      fileName: 'pre-event.txt',
    });
    const typed = await f.api('PUT', '/api/admin/email-templates', {
      kind: 'orderNotes',
      text: 'Account note: latecomers are seated at a suitable break.',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.data).toMatchObject({ kind: 'orderNotes', fileName: null });
  });

  it('sends a test of each template to the signed-in staff member through SMTP', async () => {
    const res = await f.api('POST', '/api/admin/email-templates/test', { kind: 'preEvent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ status: 'sent', subject: expect.stringMatching(/^\[TEST\] /) });
    const mail = await smtp.lastTo(String(res.data.to));
    expect(mail.text).toContain('Doors open at 6:45pm.');
    expect(mail.text).toContain('Sample Event');

    const notes = await f.api('POST', '/api/admin/email-templates/test', { kind: 'orderNotes' });
    expect(notes.statusCode, notes.body).toBe(200);
    const confirmation = await smtp.lastTo(String(notes.data.to));
    expect(confirmation.text).toContain('Your order TEST is confirmed');
    expect(confirmation.text).toContain('Account note: latecomers are seated at a suitable break.');

    // A post-event template not set: the mail as without one.
    const post = await f.api('POST', '/api/admin/email-templates/test', { kind: 'postEvent' });
    expect(post.statusCode, post.body).toBe(200);
    expect((await smtp.lastTo(String(post.data.to))).text).toContain('thank you for coming to Sample Event');
  });

  it('puts the account’s order notes in the order confirmation, before the template’s', async () => {
    const saved = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, {
      email: { preEventEmail: true, postEventEmail: false, orderNotes: 'Template note: no photography.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await cashSale(f, ['A-1'], { firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.test' });
    const mail = await smtp.lastTo('noor@example.test');
    const account = mail.text.indexOf('Account note: latecomers are seated at a suitable break.');
    const template = mail.text.indexOf('Template note: no photography.');
    expect(account).toBeGreaterThan(-1);
    expect(template).toBeGreaterThan(account);
  });

  it('sends the account’s pre-event text in the pre-event mail once the clock reaches its time', async () => {
    await t.clock.advance(PRE_AT.getTime() - t.clock.now.getTime());
    const found = () =>
      smtp.received.filter((m) => m.to.includes('noor@example.test') && /is coming up/.test(m.text));
    for (let i = 0; i < 40 && found().length === 0; i++) {
      await new Promise((r) => setTimeout(r, 150));
      if (found().length > 0) break;
      await t.clock.advance(15 * 60_000);
    }
    const sweeps = (await t.app.jobs.list()).filter((j) => j.name === EVENT_MAILS_JOB);
    expect(sweeps.some((j) => j.state === 'completed')).toBe(true);
    expect(found()).toHaveLength(1);
    const text = found()[0]!.text;
    expect(text).toContain('We look forward to welcoming you');
    expect(text).toContain('Doors open at 6:45pm.');
    expect(text).toContain('The bar serves from 6pm.');
    // After the paragraph naming the event, before the closing.
    expect(text.indexOf('Doors open at 6:45pm.')).toBeGreaterThan(
      text.indexOf('We look forward to welcoming you'),
    );
    expect(text.indexOf('See you soon!', text.indexOf('Doors open'))).toBeGreaterThan(-1);
  }, 120_000);
  it('closes every order confirmation with the account’s invoice footer, as text in the HTML part', async () => {
    const footer =
      'Riverside Arts Ltd · 4 Quay Street · VAT GB123456789\nTickets are <b>non-refundable</b> & non-transferable.';
    const saved = await f.api('PUT', '/api/admin/email-templates', { kind: 'invoiceFooter', text: footer });
    expect(saved.statusCode, saved.body).toBe(200);
    await cashSale(f, ['A-2'], { firstName: 'Lin', lastName: 'Wei', email: 'lin.footer@example.test' });
    const raw = (await smtp.lastTo('lin.footer@example.test')).text;
    const mail = await readMail((await smtp.lastTo('lin.footer@example.test')).raw);
    // Last in the message, after the closing line.
    const closing = mail.text.indexOf('We look forward to seeing you.');
    expect(closing).toBeGreaterThan(-1);
    expect(mail.text.indexOf('Riverside Arts Ltd · 4 Quay Street · VAT GB123456789')).toBeGreaterThan(
      closing,
    );
    expect(raw).toContain('data-invoice-footer');
    expect(raw).toContain('&#60;b&#62;non-refundable&#60;/b&#62; &#38; non-transferable.');
    // The send-test shows it under a sample order.
    const test = await f.api('POST', '/api/admin/email-templates/test', { kind: 'invoiceFooter' });
    expect(test.statusCode, test.body).toBe(200);
    const sample = await readMail((await smtp.lastTo(String(test.data.to))).raw);
    expect(sample.subject).toBe('[TEST] Your order TEST is confirmed');
    expect(sample.text).toContain('VAT GB123456789');
    // Cleared: confirmations go without it.
    await f.api('PUT', '/api/admin/email-templates', { kind: 'invoiceFooter', text: '' });
    await cashSale(f, ['A-3'], { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.footer@example.test' });
    expect((await readMail((await smtp.lastTo('ana.footer@example.test')).raw)).text).not.toContain(
      'VAT GB123456789',
    );
  });
});
