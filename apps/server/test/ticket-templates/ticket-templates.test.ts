import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { readPdf } from '../tickets/pdf-read';
import { errorsOf, sell } from '../tickets/sell';

let t: TestApp;
let f: SaleFixture;
let other: SaleFixture;

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2027-03-01T19:02:00Z') });
  f = await saleFixture(t);
  other = await saleFixture(t);
  await t.database.db.update(events).set({ ticketText1: 'No late entry' }).where(eq(events.id, f.eventId));
});
afterAll(() => t.close());

const template = (body: object) => f.api('PUT', '/api/admin/ticket-template', body);
const plan = (body: object) => f.api('POST', '/api/admin/value-plans', body);
const fieldsOf = (res: { data: unknown }) =>
  errorsOf(res).map((e) => [e.code, (e as { field?: string }).field]);

async function pdfPages(orderId: number) {
  const res = await f.api('GET', `/api/admin/orders/${orderId}/tickets.pdf`);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function pageSizes(bytes: Uint8Array): Promise<number[][]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const sizes: number[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const view = (await doc.getPage(n)).view;
    sizes.push([Math.round(view[2]! - view[0]!), Math.round(view[3]! - view[1]!)]);
  }
  await doc.destroy();
  return sizes;
}

describe('ticket template settings', () => {
  it('starts with the standard layout, no lines and no default plan', async () => {
    const res = await f.api('GET', '/api/admin/ticket-template');
    expect(res.data).toEqual({ layout: 'standard', textLines: [], defaultValuePlanId: null });
  });

  it('refuses a 13th line and a line of 101 characters, field by field', async () => {
    const thirteen = await template({
      layout: 'standard',
      textLines: Array.from({ length: 13 }, (_, i) => `Line ${i + 1}`),
      defaultValuePlanId: null,
    });
    expect(thirteen.statusCode).toBe(400);
    expect(fieldsOf(thirteen)).toContainEqual(['common.validation_failed', 'textLines']);
    const long = await template({
      layout: 'standard',
      textLines: ['ok', 'x'.repeat(101)],
      defaultValuePlanId: null,
    });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toContainEqual(['common.validation_failed', 'textLines.1']);
    const twelve = await template({
      layout: 'standard',
      textLines: Array.from({ length: 12 }, () => 'x'.repeat(100)),
      defaultValuePlanId: null,
    });
    expect(twelve.statusCode, twelve.body).toBe(200);
  });

  it('refuses a plan name empty or of 51 characters, a text plan without text, and foreign price types', async () => {
    expect(fieldsOf(await plan({ name: ' ', prints: 'faceValue' }))).toContainEqual([
      'common.validation_failed',
      'name',
    ]);
    expect(fieldsOf(await plan({ name: 'x'.repeat(51), prints: 'faceValue' }))).toContainEqual([
      'common.validation_failed',
      'name',
    ]);
    expect((await plan({ name: 'x'.repeat(50), prints: 'faceValue' })).statusCode).toBe(201);
    expect(fieldsOf(await plan({ name: 'Comp', prints: 'text', text: '' }))).toEqual([
      ['admin.value_plan_text_required', 'text'],
    ]);
    expect(
      fieldsOf(await plan({ name: 'Comp', prints: 'nothing', priceTypeIds: [other.concessionId] })),
    ).toEqual([['admin.value_plan_price_type_unknown', 'priceTypeIds']]);
    const otherPlan = await other.api('POST', '/api/admin/value-plans', {
      name: 'Theirs',
      prints: 'nothing',
    });
    expect(
      fieldsOf(await template({ layout: 'standard', textLines: [], defaultValuePlanId: otherPlan.data.id })),
    ).toEqual([['admin.value_plan_not_found', 'defaultValuePlanId']]);
    expect((await f.api('GET', '/api/admin/value-plans')).data).toMatchObject({
      plans: [{ name: 'x'.repeat(50) }],
    });
  });
});

describe('tickets printed under the template and value plans', () => {
  let compId: number;

  it('prints the template’s lines after the event’s texts and the plan’s text in the price’s place', async () => {
    const comp = await plan({
      name: 'Complimentary',
      prints: 'text',
      text: 'COMP',
      priceTypeIds: [f.concessionId],
    });
    expect(comp.statusCode, comp.body).toBe(201);
    compId = comp.data.id as number;
    expect(fieldsOf(await plan({ name: 'complimentary', prints: 'nothing' }))).toEqual([
      ['admin.value_plan_duplicate', 'name'],
    ]);
    expect(
      fieldsOf(await plan({ name: 'Other', prints: 'nothing', priceTypeIds: [f.concessionId] })),
    ).toEqual([['admin.value_plan_price_type_taken', 'priceTypeIds']]);
    const saved = await template({
      layout: 'standard',
      textLines: ['No refunds or exchanges', '', 'Bags are searched at the door'],
      defaultValuePlanId: null,
    });
    expect(saved.data).toMatchObject({
      textLines: ['No refunds or exchanges', 'Bags are searched at the door'],
    });

    const concession = await sell(f, ['A-1'], undefined, f.concessionId);
    const [page] = await readPdf(await pdfPages(concession.id));
    expect(page!.text).toContain('Price: COMP');
    expect(page!.text).not.toContain('$37.50');
    const lines = page!.text.split('\n');
    expect(lines.indexOf('No refunds or exchanges')).toBeGreaterThan(lines.indexOf('No late entry'));
    expect(page!.text).toContain('Bags are searched at the door');

    const full = await sell(f, ['A-2']);
    const [fullPage] = await readPdf(await pdfPages(full.id));
    expect(fullPage!.text).toContain('Price: $46.50');
    expect(fullPage!.text).toContain('No refunds or exchanges');

    // The printer agent prints what the server gives it for the chosen printer kind.
    for (const printerType of ['Boca', 'Zebra'] as const) {
      const data = await f.api('POST', `/api/admin/orders/${concession.id}/print-data`, {
        ticketIds: [concession.tickets[0]!.id],
        printerType,
      });
      const printed = (data.data as unknown as { data: string }[])[0]!.data;
      expect(printed).toContain('Price: COMP');
      expect(printed).toContain('No refunds or exchanges');
      expect(printed).not.toContain('37.50');
    }
  });

  it('applies the default plan to price types in no plan, and follows a plan changed or deleted', async () => {
    const hidden = await plan({ name: 'No value', prints: 'nothing' });
    await template({ layout: 'standard', textLines: [], defaultValuePlanId: hidden.data.id });
    const full = await sell(f, ['A-3']);
    const [page] = await readPdf(await pdfPages(full.id));
    expect(page!.text).not.toContain('Price:');
    expect(page!.text).not.toContain('No refunds or exchanges');

    const concession = await sell(f, ['A-4'], undefined, f.concessionId);
    expect((await readPdf(await pdfPages(concession.id)))[0]!.text).toContain('Price: COMP');
    await f.api('PUT', `/api/admin/value-plans/${compId}`, {
      name: 'Complimentary',
      prints: 'faceValue',
      priceTypeIds: [f.concessionId],
    });
    expect((await readPdf(await pdfPages(concession.id)))[0]!.text).toContain('Price: $37.50');
    expect((await f.api('DELETE', `/api/admin/value-plans/${hidden.data.id}`)).statusCode).toBe(200);
    expect((await f.api('GET', '/api/admin/ticket-template')).data).toMatchObject({
      defaultValuePlanId: null,
    });
    expect((await readPdf(await pdfPages(full.id)))[0]!.text).toContain('Price: $46.50');
    expect((await f.api('DELETE', `/api/admin/value-plans/${hidden.data.id}`)).statusCode).toBe(404);
  });

  it('prints one ticket-stock page per ticket in the compact layout, A4 in the standard one', async () => {
    const order = await sell(f, ['A-5', 'A-6']);
    expect(await pageSizes(await pdfPages(order.id))).toEqual([
      [595, 842],
      [595, 842],
    ]);
    await template({ layout: 'compact', textLines: ['Compact line'], defaultValuePlanId: null });
    const bytes = await pdfPages(order.id);
    expect(await pageSizes(bytes)).toEqual([
      [576, 288],
      [576, 288],
    ]);
    const pages = await readPdf(bytes);
    expect(pages[0]!.barcodes).toEqual([order.tickets[0]!.barcode]);
    expect(pages[0]!.text).toContain('Compact line');
    expect(pages[0]!.text).toContain('Price: $46.50');
  });

  it('keeps one account’s template off another account’s tickets', async () => {
    const theirs = await sell(other, ['A-1']);
    const res = await other.api('GET', `/api/admin/orders/${theirs.id}/tickets.pdf`);
    const [page] = await readPdf(res.rawPayload);
    expect(page!.text).not.toContain('Compact line');
    expect(page!.text).toContain('Price: $46.50');
  });
});
