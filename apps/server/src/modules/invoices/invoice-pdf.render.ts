import type { InvoiceMailTexts } from '@tessera/domain';
import PDFDocument from 'pdfkit';

export interface InvoiceDocument {
  accountName: string;
  number: string;
  orderId: number;
  issuedOn: string;
  dueOn: string;
  recipientName: string;
  email: string;
  lines: { description: string | null; amount: string }[];
  total: string;
  paid: boolean;
  payLink: string;
}

/** The invoice as an A4 PDF (pdfkit, as the tickets are), in the order's language. */
export function invoicePdf(t: InvoiceMailTexts, d: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${t.title} ${d.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 56;
  const width = doc.page.width - left * 2;
  doc.font('Helvetica-Bold').fontSize(22).text(d.accountName, left, 56, { width });
  doc.moveDown(0.3).fontSize(18).text(`${t.title} ${d.number}`, { width });
  doc.moveDown(0.8).font('Helvetica').fontSize(11);
  doc.text(`${t.invoiceNumber}: ${d.number}`);
  doc.text(`${t.orderNumber}: ${d.orderId}`);
  doc.text(`${t.issuedOn}: ${d.issuedOn}`);
  doc.font('Helvetica-Bold').text(`${t.dueOn}: ${d.dueOn}`).font('Helvetica');
  doc.moveDown(0.8).font('Helvetica-Bold').text(t.billTo).font('Helvetica');
  doc.text(d.recipientName);
  doc.text(d.email);
  doc.moveDown(1);
  const amountX = left + width - 120;
  const row = (a: string, b: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(a, left, y, { width: width - 130 });
    const after = doc.y;
    doc.text(b, amountX, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };
  row(t.item, t.amount, true);
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.4);
  for (const line of d.lines) row(line.description ?? t.charges, line.amount);
  doc.moveDown(0.4);
  row(t.total, d.total, true);
  doc.moveDown(1.2);
  if (d.paid) doc.font('Helvetica-Bold').fontSize(16).fillColor('#2b8a3e').text(t.paid, left);
  else
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#000000')
      .text(`${t.payOnline}: ${d.payLink}`, left, doc.y, { width, link: d.payLink });
  doc.end();
  return done;
}
