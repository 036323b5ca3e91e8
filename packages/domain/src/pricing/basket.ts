import { sum } from './arithmetic';
import { addedTotal, chargeFees, type Fee, type FeeCharge, isPartnerCommission } from './fees';
import { discountedFaceValue, type Promotion, promotionAppliesTo } from './promotions';

export interface TicketLineInput {
  readonly key: string;
  readonly priceLevelId: number;
  /** Face value before any promotion (from `faceValue`). */
  readonly faceValue: number;
}

export interface PricedTicketLine {
  readonly key: string;
  readonly faceValue: number;
  /** The price shown for the ticket: face value plus fees shown inside it. */
  readonly displayPrice: number;
  readonly discount: number;
  readonly fees: readonly FeeCharge[];
  /** What this line adds to the total. */
  readonly total: number;
}

export interface PricedBasket {
  readonly tickets: readonly PricedTicketLine[];
  readonly orderFees: readonly FeeCharge[];
  readonly faceValueTotal: number;
  readonly feeTotal: number;
  readonly discountTotal: number;
  readonly total: number;
}

/**
 * Prices a basket: each ticket's face value (after the promotion, if it applies to the
 * ticket's price level), per-ticket fees on it, then per-order fees on the sum of face values.
 * Every figure is integer minor units and the lines always add up to the total.
 */
export function priceBasket(
  lines: readonly TicketLineInput[],
  fees: readonly Fee[],
  promotion: Promotion | null = null,
): PricedBasket {
  // A partner's commission is the venue's to pay (decisions/0053): never part of the buyer's price.
  const charged = fees.filter((f) => !isPartnerCommission(f));
  const perTicket = charged.filter((f) => f.type === 'PerTicket');
  const perOrder = charged.filter((f) => f.type === 'PerOrder');
  const tickets = lines.map((line): PricedTicketLine => {
    const face =
      promotion && promotionAppliesTo(promotion, line.priceLevelId)
        ? discountedFaceValue(line.faceValue, promotion)
        : line.faceValue;
    const charges = chargeFees(face, perTicket);
    const shownInside = sum(charges.filter((c) => c.added && c.includeInFaceValue).map((c) => c.amount));
    return {
      key: line.key,
      faceValue: face,
      displayPrice: face + shownInside,
      discount: line.faceValue - face,
      fees: charges,
      total: face + addedTotal(charges),
    };
  });
  const faceValueTotal = sum(tickets.map((t) => t.faceValue));
  const orderFees = lines.length > 0 ? chargeFees(faceValueTotal, perOrder) : [];
  const feeTotal = sum(tickets.map((t) => addedTotal(t.fees))) + addedTotal(orderFees);
  return {
    tickets,
    orderFees,
    faceValueTotal,
    feeTotal,
    discountTotal: sum(tickets.map((t) => t.discount)),
    total: sum(tickets.map((t) => t.total)) + addedTotal(orderFees),
  };
}
