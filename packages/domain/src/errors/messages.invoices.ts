import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type InvoiceCode = Extract<ErrorCode, `admin.invoice_${string}` | `purchase.invoice_${string}`>;

const english = {
  'purchase.invoice_unavailable': 'Paying by invoice is not offered for this order.',
  'purchase.invoice_link_invalid': 'This invoice link is not valid. Ask the box office for a new one.',
  'purchase.invoice_not_payable': 'This invoice has already been paid or was cancelled.',
  'admin.invoice_not_found': 'This order has no invoice.',
  'admin.invoice_not_open': 'This invoice has already been paid or was cancelled.',
  'admin.invoice_terms_invalid':
    'Days until due must be 1 to 365, and the reminder must come before the due date.',
} as const satisfies Record<InvoiceCode, string>;

/** Messages of invoices (pay later), in every shipped locale. */
export const invoiceErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.invoice_unavailable': 'El pago por factura no está disponible para este pedido.',
    'purchase.invoice_link_invalid': 'Este enlace de factura no es válido. Pide uno nuevo a la taquilla.',
    'purchase.invoice_not_payable': 'Esta factura ya se ha pagado o se ha cancelado.',
    'admin.invoice_not_found': 'Este pedido no tiene factura.',
    'admin.invoice_not_open': 'Esta factura ya se ha pagado o se ha cancelado.',
    'admin.invoice_terms_invalid':
      'Los días hasta el vencimiento deben ser de 1 a 365 y el recordatorio debe llegar antes del vencimiento.',
  },
  fr: {
    'purchase.invoice_unavailable': 'Le paiement sur facture n’est pas proposé pour cette commande.',
    'purchase.invoice_link_invalid':
      'Ce lien de facture n’est pas valide. Demandez-en un nouveau à la billetterie.',
    'purchase.invoice_not_payable': 'Cette facture a déjà été payée ou a été annulée.',
    'admin.invoice_not_found': 'Cette commande n’a pas de facture.',
    'admin.invoice_not_open': 'Cette facture a déjà été payée ou a été annulée.',
    'admin.invoice_terms_invalid':
      'Le délai de paiement doit être de 1 à 365 jours et le rappel doit précéder l’échéance.',
  },
} as const satisfies Record<ShippedLocale, Record<InvoiceCode, string>>;
