import type { ShippedLocale } from '../format/locales';

/** The invoice recipient's mails (issued, reminder, cancelled unpaid) and the invoice PDF's words. */
export interface InvoiceMailTexts {
  issuedSubject: (accountName: string, number: string) => string;
  reminderSubject: (accountName: string, number: string) => string;
  releasedSubject: (accountName: string, number: string) => string;
  greeting: (name: string) => string;
  issued: (number: string, amount: string, dueDate: string) => string;
  reminder: (number: string, amount: string, dueDate: string) => string;
  released: (number: string, orderId: number) => string;
  held: string;
  pay: string;
  /** PDF */
  title: string;
  invoiceNumber: string;
  orderNumber: string;
  issuedOn: string;
  dueOn: string;
  billTo: string;
  item: string;
  amount: string;
  total: string;
  payOnline: string;
  charges: string;
  paid: string;
}

const english: InvoiceMailTexts = {
  issuedSubject: (a, n) => `${a}: invoice ${n}`,
  reminderSubject: (a, n) => `${a}: reminder, invoice ${n} is due soon`,
  releasedSubject: (a, n) => `${a}: invoice ${n} cancelled as unpaid`,
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  issued: (n, amount, due) => `Your invoice ${n} of ${amount} is attached. Please pay it by ${due}.`,
  reminder: (n, amount, due) => `Invoice ${n} of ${amount} is still unpaid. It is due on ${due}.`,
  released: (n, order) =>
    `Invoice ${n} was not paid by its due date, so order ${order} has been cancelled and its seats released.`,
  held: 'Your seats are held for you until then; unpaid, they are released on the due date.',
  pay: 'Pay the invoice',
  title: 'Invoice',
  invoiceNumber: 'Invoice number',
  orderNumber: 'Order',
  issuedOn: 'Issued',
  dueOn: 'Due',
  billTo: 'Bill to',
  item: 'Item',
  amount: 'Amount',
  total: 'Total due',
  payOnline: 'Pay online',
  charges: 'Fees and delivery',
  paid: 'Paid',
};

export const invoiceMailTexts: Readonly<Record<ShippedLocale, InvoiceMailTexts>> = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    issuedSubject: (a, n) => `${a}: factura ${n}`,
    reminderSubject: (a, n) => `${a}: recordatorio, la factura ${n} vence pronto`,
    releasedSubject: (a, n) => `${a}: factura ${n} cancelada por impago`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    issued: (n, amount, due) => `Adjuntamos tu factura ${n} de ${amount}. Págala antes del ${due}.`,
    reminder: (n, amount, due) => `La factura ${n} de ${amount} sigue sin pagar. Vence el ${due}.`,
    released: (n, order) =>
      `La factura ${n} no se pagó antes de su vencimiento: el pedido ${order} se ha cancelado y sus localidades se han liberado.`,
    held: 'Tus localidades quedan guardadas hasta entonces; sin pago, se liberan al vencer.',
    pay: 'Pagar la factura',
    title: 'Factura',
    invoiceNumber: 'Número de factura',
    orderNumber: 'Pedido',
    issuedOn: 'Emitida',
    dueOn: 'Vence',
    billTo: 'Facturar a',
    item: 'Concepto',
    amount: 'Importe',
    total: 'Total a pagar',
    payOnline: 'Pagar en línea',
    charges: 'Gastos y envío',
    paid: 'Pagada',
  },
  fr: {
    issuedSubject: (a, n) => `${a} : facture ${n}`,
    reminderSubject: (a, n) => `${a} : rappel, la facture ${n} arrive à échéance`,
    releasedSubject: (a, n) => `${a} : facture ${n} annulée faute de paiement`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    issued: (n, amount, due) =>
      `Votre facture ${n} de ${amount} est jointe. Merci de la régler avant le ${due}.`,
    reminder: (n, amount, due) => `La facture ${n} de ${amount} n’est pas encore réglée. Échéance : ${due}.`,
    released: (n, order) =>
      `La facture ${n} n’a pas été réglée à échéance : la commande ${order} est annulée et ses places libérées.`,
    held: 'Vos places vous sont réservées jusque-là ; sans paiement, elles sont libérées à l’échéance.',
    pay: 'Régler la facture',
    title: 'Facture',
    invoiceNumber: 'Numéro de facture',
    orderNumber: 'Commande',
    issuedOn: 'Émise le',
    dueOn: 'Échéance',
    billTo: 'Facturé à',
    item: 'Article',
    amount: 'Montant',
    total: 'Total dû',
    payOnline: 'Payer en ligne',
    charges: 'Frais et livraison',
    paid: 'Réglée',
  },
};
