import type { checkoutBody } from '@tessera/contract';
import { staffSalePaymentTypes } from '@tessera/domain';
import type { z } from 'zod';
import { parseExpiry } from '@/ui/checkout-attempts';

export { attemptKeys, parseExpiry } from '@/ui/checkout-attempts';

/** Payment types a back-office sale takes, in the order the seller sees them. */
export const sellPaymentTypes = staffSalePaymentTypes;
export type SellPaymentType = (typeof sellPaymentTypes)[number];

/**
 * The payment types a seller sees at checkout: on a point-of-sale basket the counter's, in
 * its order once the account has chosen them; otherwise the staff list, within what the user
 * group allows.
 */
export function checkoutPaymentTypes<T extends string>(
  all: readonly T[],
  channel: string,
  offered: { paymentTypes: readonly string[]; pointOfSalePaymentTypes: readonly string[] | null } | undefined,
): T[] {
  if (!offered) return [...all];
  if (channel === 'PointOfSale' && offered.pointOfSalePaymentTypes) {
    return offered.pointOfSalePaymentTypes.filter((type): type is T =>
      (all as readonly string[]).includes(type),
    );
  }
  return all.filter((type) => offered.paymentTypes.includes(type));
}

/** One payment line as the seller types it. */
export interface PaymentDraft {
  /** Stable while the line exists, so the form keeps each line's fields apart. */
  id: number;
  type: SellPaymentType;
  amount: number | null;
  /** Cash: what the buyer handed over, for the change due. */
  tendered: number | null;
  /** Check: the amount written on the check. */
  checkAmount: number | null;
  /** Custom and manual payments: a reference. */
  reference: string;
  card: { number: string; expiry: string; cvc: string; name: string };
  /** Comp: the comp type. */
  compTypeId: number | null;
  /** Custom: the custom payment type (a method that needs a partner needs the order's partner). */
  customPaymentTypeId: number | null;
  /** GiftCertificate: the certificate's number. */
  giftCertificateNumber: string;
  /** StripeTerminal: the workstation whose card reader takes the card. */
  workstationId: number | null;
}

type PaymentInput = z.input<typeof checkoutBody>['payments'][number];

const paid = (drafts: readonly PaymentDraft[]) =>
  drafts.reduce((sum, d) => sum + (d.type === 'Comp' ? 0 : (d.amount ?? 0)), 0);

/** What is left to pay: the total less the lines so far; a comp covers everything. */
export function remainingBalance(total: number, drafts: readonly PaymentDraft[]): number {
  if (drafts.some((d) => d.type === 'Comp')) return 0;
  return total - paid(drafts);
}

/**
 * A new line of a type, pre-filled with what is left to pay; a check's written amount starts
 * at the order total, which it must match (spec §5).
 */
let nextDraftId = 1;

export function newDraft(type: SellPaymentType, amount: number, total: number): PaymentDraft {
  return {
    id: nextDraftId++,
    type,
    amount: amount > 0 ? amount : null,
    tendered: null,
    checkAmount: type === 'Check' ? total : null,
    reference: '',
    card: { number: '', expiry: '', cvc: '', name: '' },
    compTypeId: null,
    customPaymentTypeId: null,
    giftCertificateNumber: '',
    workstationId: type === 'StripeTerminal' ? storedWorkstation() : null,
  };
}

/** Lines below the account's minimum payment amount (spec §5); a comp is not read. */
export function linesBelowMinimum(drafts: readonly PaymentDraft[], minimum: number): number[] {
  if (minimum <= 0) return [];
  return drafts.flatMap((d, i) =>
    d.type !== 'Comp' && d.amount !== null && d.amount > 0 && d.amount < minimum ? [i] : [],
  );
}

/** Change to give back for a cash line, or null when nothing was tendered (or too little). */
export function changeDue(draft: PaymentDraft): number | null {
  if (draft.type !== 'Cash' || draft.tendered === null || draft.amount === null) return null;
  return draft.tendered >= draft.amount ? draft.tendered - draft.amount : null;
}

/** The checkout request's payments; a comp pays the whole total. */
export function paymentsBody(drafts: readonly PaymentDraft[], total: number): PaymentInput[] {
  return drafts.map((d): PaymentInput => {
    const amount = d.type === 'Comp' ? total : (d.amount ?? 0);
    switch (d.type) {
      case 'Check':
        return { type: d.type, amount, ...(d.checkAmount === null ? {} : { checkAmount: d.checkAmount }) };
      case 'Comp':
        return { type: d.type, amount, ...(d.compTypeId ? { compTypeId: d.compTypeId } : {}) };
      case 'Custom':
        return {
          type: d.type,
          amount,
          ...(d.reference.trim() ? { reference: d.reference.trim() } : {}),
          ...(d.customPaymentTypeId ? { customPaymentTypeId: d.customPaymentTypeId } : {}),
        };
      case 'Manual':
        return { type: d.type, amount, ...(d.reference.trim() ? { reference: d.reference.trim() } : {}) };
      case 'GiftCertificate':
        return { type: d.type, amount, giftCertificateNumber: d.giftCertificateNumber.trim() };
      case 'StripeTerminal':
        return { type: d.type, amount, ...(d.workstationId ? { workstationId: d.workstationId } : {}) };
      case 'CreditCard': {
        const expiry = parseExpiry(d.card.expiry) ?? { expMonth: 0, expYear: 0 };
        return {
          type: d.type,
          amount,
          card: {
            number: d.card.number.replace(/\s+/g, ''),
            ...expiry,
            cvc: d.card.cvc.trim(),
            name: d.card.name.trim(),
          },
        };
      }
      default:
        return { type: d.type, amount };
    }
  });
}

const WORKSTATION_KEY = 'tessera.workstation';

/** The workstation this browser sells at, as the seller last chose it (its card reader takes cards). */
export function storedWorkstation(): number | null {
  try {
    const id = Number(localStorage.getItem(WORKSTATION_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function storeWorkstation(id: number | null): void {
  try {
    if (id) localStorage.setItem(WORKSTATION_KEY, String(id));
    else localStorage.removeItem(WORKSTATION_KEY);
  } catch {
    // Private browsing: the choice lasts for this sale only.
  }
}
