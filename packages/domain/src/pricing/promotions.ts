import type { ErrorCode } from '../errors/catalogue';
import { percentOf } from './arithmetic';

export interface PromotionEventRule {
  /** Events starting within [startsAt, endsAt] qualify. */
  readonly startsAt: Date;
  readonly endsAt: Date;
}

export interface Promotion {
  readonly id: number;
  readonly code: string;
  readonly active: boolean;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The buyer must carry every one of these customer tags. */
  readonly requiredCustomerTags: readonly string[];
  readonly discount:
    | { readonly kind: 'Percentage'; readonly basisPoints: number }
    | { readonly kind: 'FlatAmount'; readonly amount: number };
  /** Limits the promotion to these price levels; empty means all. */
  readonly priceLevelIds: readonly number[];
  /** When present, the event must match one rule. */
  readonly eventRules: readonly PromotionEventRule[];
}

export interface PromotionContext {
  readonly now: Date;
  readonly customerTags: readonly string[];
  readonly eventStartsAt: Date;
}

export type PromotionCheck =
  | { ok: true }
  | {
      ok: false;
      code: Extract<ErrorCode, 'purchase.promotion_invalid' | 'purchase.promotion_customer_tags_required'>;
    };

/** Whether a promotion may be used here and now; a failure names the spec's message. */
export function checkPromotion(promotion: Promotion, ctx: PromotionContext): PromotionCheck {
  const now = ctx.now.getTime();
  if (!promotion.active || now < promotion.startsAt.getTime() || now > promotion.endsAt.getTime()) {
    return { ok: false, code: 'purchase.promotion_invalid' };
  }
  if (promotion.eventRules.length > 0) {
    const at = ctx.eventStartsAt.getTime();
    if (!promotion.eventRules.some((r) => at >= r.startsAt.getTime() && at <= r.endsAt.getTime())) {
      return { ok: false, code: 'purchase.promotion_invalid' };
    }
  }
  const tags = new Set(ctx.customerTags.map((t) => t.toLowerCase()));
  if (!promotion.requiredCustomerTags.every((t) => tags.has(t.toLowerCase()))) {
    return { ok: false, code: 'purchase.promotion_customer_tags_required' };
  }
  return { ok: true };
}

export function promotionAppliesTo(promotion: Promotion, priceLevelId: number): boolean {
  return promotion.priceLevelIds.length === 0 || promotion.priceLevelIds.includes(priceLevelId);
}

/** The face value after the promotion's discount, never below zero. */
export function discountedFaceValue(faceValue: number, promotion: Promotion): number {
  const off =
    promotion.discount.kind === 'Percentage'
      ? percentOf(faceValue, promotion.discount.basisPoints)
      : promotion.discount.amount;
  return Math.max(0, faceValue - off);
}

/** Spec §5: a promotion needs both dates, and each event rule's start must precede its end. */
export function promotionRuleProblems(rules: readonly PromotionEventRule[]): number[] {
  return rules.flatMap((r, i) => (r.startsAt.getTime() < r.endsAt.getTime() ? [] : [i]));
}
