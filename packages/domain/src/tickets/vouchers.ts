import type { ShippedLocale } from '../format/locales';
import { formatMoney } from '../format/money';
import { ticketTextLines } from './layout';
import { ticketTexts } from './texts';

/** What a product item of an order says on its voucher page. */
export interface VoucherFacts {
  productName: string;
  variantName: string | null;
  sku: string;
  eventName: string;
  quantity: number;
  /** What the buyer paid for the item, in minor units. */
  total: number;
  currency: string;
  orderNumber: string;
  buyerName: string;
  redemptionInstructions: string;
  /** The seller's user group hides the price on consumer elements (spec §3 display rules). */
  hidePrice?: boolean;
}

/** A voucher page, already in the reader's language. */
export interface VoucherLayout {
  heading: string;
  title: string;
  subtitles: string[];
  quantity: string;
  price: string;
  order: string;
  buyer: string;
  /** The product's redemption instructions, as ticket text lines (at most 12 of 100 characters). */
  instructions: string[];
}

export function voucherLayout(facts: VoucherFacts, locale: ShippedLocale): VoucherLayout {
  const t = ticketTexts[locale];
  return {
    heading: t.voucher,
    title: facts.variantName ? `${facts.productName} · ${facts.variantName}` : facts.productName,
    subtitles: [facts.eventName, facts.sku],
    quantity: `${t.quantity}: ${facts.quantity}`,
    price: facts.hidePrice ? '' : `${t.price}: ${formatMoney(facts.total, facts.currency, locale)}`,
    order: `${t.order} ${facts.orderNumber}`,
    buyer: `${t.buyer}: ${facts.buyerName}`,
    instructions: ticketTextLines([facts.redemptionInstructions]),
  };
}
