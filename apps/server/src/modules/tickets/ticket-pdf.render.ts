import {
  type TicketLayout,
  type TicketTemplateLayout,
  ticketBarcodeSymbology,
  type VoucherLayout,
} from '@tessera/domain';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/** A Code 128 barcode as a PNG (bars only; the digits are written as PDF text below it). */
export function barcodePng(value: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: ticketBarcodeSymbology,
    text: value,
    scale: 3,
    height: 14,
    includetext: false,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
  });
}

/** Draws one ticket on the current page: event, when and where, seat, price, order, texts, barcode. */
async function drawTicket(doc: PDFKit.PDFDocument, ticket: TicketLayout): Promise<void> {
  const left = 56;
  const width = doc.page.width - left * 2;
  doc
    .rect(left - 16, 40, width + 32, 420)
    .lineWidth(1)
    .strokeColor('#999999')
    .stroke();
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(22).text(ticket.title, left, 60, { width });
  for (const line of ticket.subtitles) doc.font('Helvetica').fontSize(13).text(line, { width });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(14).text(ticket.when, { width });
  doc.font('Helvetica').fontSize(13).text(ticket.venue, { width });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(16).text(ticket.place, { width });
  doc.font('Helvetica').fontSize(12);
  if (ticket.priceType) doc.text(ticket.priceType, { width });
  if (ticket.price) doc.text(ticket.price, { width });
  if (ticket.fees)
    doc.fontSize(10).fillColor('#333333').text(ticket.fees, { width }).fontSize(12).fillColor('#000000');
  doc.text(ticket.order, { width });
  doc.text(ticket.buyer, { width });
  const barcodeTop = 300;
  const png = await barcodePng(ticket.barcode);
  doc.image(png, left, barcodeTop, { fit: [width * 0.7, 90] });
  doc
    .font('Courier')
    .fontSize(14)
    .text(ticket.barcode, left, barcodeTop + 100, { width: width * 0.7, align: 'center' });
  if (ticket.texts.length > 0) {
    doc.font('Helvetica').fontSize(9).fillColor('#333333');
    doc.text(ticket.texts.join('\n'), left, 480, { width });
  }
}

/** Ticket stock, 8 × 4 in: the compact layout prints one ticket per page of this size. */
const compactPage: [number, number] = [576, 288];

/**
 * The compact layout (decisions/0072): the ticket on one stock-sized page, the facts on the
 * left, the barcode on the right, the text lines in small type along the bottom.
 */
async function drawCompactTicket(doc: PDFKit.PDFDocument, ticket: TicketLayout): Promise<void> {
  const left = 16;
  const width = 330;
  doc
    .rect(8, 8, compactPage[0] - 16, compactPage[1] - 16)
    .lineWidth(1)
    .strokeColor('#999999')
    .stroke();
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(14).text(ticket.title, left, 18, { width });
  for (const line of ticket.subtitles) doc.font('Helvetica').fontSize(9).text(line, { width });
  doc.font('Helvetica-Bold').fontSize(9).text(ticket.when, { width });
  doc.font('Helvetica').fontSize(9).text(ticket.venue, { width });
  doc.font('Helvetica-Bold').fontSize(11).text(ticket.place, { width });
  doc.font('Helvetica').fontSize(9);
  const priceLine = [ticket.priceType, ticket.price].filter(Boolean).join('  ');
  if (priceLine) doc.text(priceLine, { width });
  if (ticket.fees) doc.fontSize(7).text(ticket.fees, { width }).fontSize(9);
  doc.text(`${ticket.order} · ${ticket.buyer}`, { width });
  const png = await barcodePng(ticket.barcode);
  doc.image(png, 360, 24, { fit: [200, 70] });
  doc.font('Courier').fontSize(9).text(ticket.barcode, 360, 98, { width: 200, align: 'center' });
  if (ticket.texts.length > 0) {
    doc.font('Helvetica').fontSize(6).fillColor('#333333');
    doc.text(ticket.texts.join('\n'), left, 180, { width: compactPage[0] - left * 2, lineGap: 0 });
  }
}

/** Draws one product voucher on the current page: product, event, quantity, price, instructions. */
function drawVoucher(doc: PDFKit.PDFDocument, voucher: VoucherLayout): void {
  const left = 56;
  const width = doc.page.width - left * 2;
  doc
    .rect(left - 16, 40, width + 32, 300)
    .lineWidth(1)
    .strokeColor('#999999')
    .stroke();
  doc
    .fillColor('#555555')
    .font('Helvetica')
    .fontSize(11)
    .text(voucher.heading.toUpperCase(), left, 56, { width });
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(22).text(voucher.title, { width });
  for (const line of voucher.subtitles) doc.font('Helvetica').fontSize(13).text(line, { width });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(16).text(voucher.quantity, { width });
  doc.font('Helvetica').fontSize(12);
  if (voucher.price) doc.text(voucher.price, { width });
  doc.text(voucher.order, { width });
  doc.text(voucher.buyer, { width });
  if (voucher.instructions.length > 0) {
    doc.moveDown(1);
    doc.font('Helvetica').fontSize(11).fillColor('#333333').text(voucher.instructions.join('\n'), { width });
  }
}

/**
 * Print-at-home tickets: one page per ticket (A4 in the standard layout, ticket stock in the
 * compact one), then one A4 page per product voucher.
 */
export async function ticketsPdf(
  tickets: readonly TicketLayout[],
  title: string,
  vouchers: readonly VoucherLayout[] = [],
  layout: TicketTemplateLayout = 'standard',
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, autoFirstPage: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const ticket of tickets) {
    if (layout === 'compact') {
      doc.addPage({ size: compactPage, margin: 8 });
      await drawCompactTicket(doc, ticket);
    } else {
      doc.addPage({ size: 'A4', margin: 40 });
      await drawTicket(doc, ticket);
    }
  }
  for (const voucher of vouchers) {
    doc.addPage({ size: 'A4', margin: 40 });
    drawVoucher(doc, voucher);
  }
  if (tickets.length === 0 && vouchers.length === 0) doc.addPage();
  doc.end();
  return done;
}
