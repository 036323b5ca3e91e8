import type { CardInput } from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardSource, Merchant, PaymentProcessor } from '@/modules/payments/payment-processor.port';
import { AppError } from '@/platform/http/app-error';

/**
 * The payment port's contract (decisions/0040), one suite every adapter runs: the sandbox now,
 * the Stripe adapter against its local Stripe-compatible server later. It speaks to the port
 * only; each adapter names its own test cards and how time moves.
 */
export interface ProcessorUnderTest {
  processor: PaymentProcessor;
  /** A merchant of its own, so the suite's charges are the only ones it finds. */
  merchant: Merchant;
  /** Moves the processor's clock on (authorizations age). */
  advance(ms: number): void;
  now(): Date;
  close(): Promise<void>;
  /**
   * The card as the adapter takes it: typed (the sandbox) or, for a processor with browser
   * fields, the reference they answer for this number (made as the browser would make it).
   */
  cardFor?(number: string): Promise<CardSource>;
}

export interface ContractCards {
  approved: string;
  declined: string;
  insufficientFunds: string;
  /** Approved; its first refund is refused, a later one (another key) goes through. */
  refundFailsOnce?: string;
  /**
   * Whether the adapter sees cards as typed (and refuses those typed wrong) and keeps them as
   * tokens; a processor whose browser fields check and keep cards does neither.
   */
  typedCards: boolean;
  /**
   * Whether a retry after a void authorizes the same charge again; otherwise it authorizes a
   * new one (a processor whose canceled charges stay canceled).
   */
  reauthorizesVoided: boolean;
}

const card = (number: string): CardInput => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });

async function refusal(promise: Promise<unknown>): Promise<{ code: string; field: string | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

export function describePaymentProcessorContract(
  name: string,
  setUp: () => Promise<ProcessorUnderTest>,
  cards: ContractCards,
): void {
  describe(`the payment port's contract: ${name}`, () => {
    let p: ProcessorUnderTest;
    let seq = 0;
    const key = (label: string) => `contract-${label}-${++seq}-${Date.now()}`;
    const source = (number: string) => (p.cardFor ? p.cardFor(number) : Promise.resolve(card(number)));
    const authorize = async (number: string, amount = 4650, idempotencyKey = key('auth')) =>
      p.processor.authorize(p.merchant, {
        idempotencyKey,
        amount,
        card: await source(number),
        field: 'payments.0',
      });

    beforeAll(async () => {
      p = await setUp();
    });
    afterAll(() => p.close());

    it('authorizes once per idempotency key, and refuses the key for another amount', async () => {
      const k = key('once');
      const first = await authorize(cards.approved, 4650, k);
      expect(first).toMatchObject({ brand: 'Visa', last4: cards.approved.slice(-4) });
      expect(await authorize(cards.approved, 4650, k)).toEqual(first);
      expect(await refusal(authorize(cards.approved, 5000, k))).toMatchObject({
        code: 'purchase.idempotency_key_reused',
      });
      expect(await p.processor.charge(p.merchant, first.chargeId)).toMatchObject({
        chargeId: first.chargeId,
        amount: 4650,
        refunded: 0,
        status: 'authorized',
        idempotencyKey: k,
      });
    });

    it('refuses declined cards and cards typed wrong, on the card’s field, without a charge', async () => {
      expect(await refusal(authorize(cards.declined))).toEqual({
        code: 'purchase.card_declined',
        field: 'payments.0.card.number',
      });
      expect(await refusal(authorize(cards.insufficientFunds))).toEqual({
        code: 'purchase.card_insufficient_funds',
        field: 'payments.0.card.number',
      });
      if (!cards.typedCards) return;
      expect(await refusal(authorize('4242424242424241'))).toEqual({
        code: 'purchase.card_number_invalid',
        field: 'payments.0.card.number',
      });
    });

    it('captures an authorization once; a voided one is neither captured nor voided again', async () => {
      const captured = await authorize(cards.approved);
      expect(await p.processor.capture(p.merchant, captured.chargeId)).toBe(true);
      expect(await p.processor.capture(p.merchant, captured.chargeId)).toBe(true);
      expect(await p.processor.void(p.merchant, captured.chargeId)).toBe(false);
      expect((await p.processor.charge(p.merchant, captured.chargeId))?.status).toBe('captured');

      const k = key('voided');
      const voided = await authorize(cards.approved, 4650, k);
      expect(await p.processor.void(p.merchant, voided.chargeId)).toBe(true);
      expect(await p.processor.void(p.merchant, voided.chargeId)).toBe(false);
      expect(await p.processor.capture(p.merchant, voided.chargeId)).toBe(false);
      expect((await p.processor.charge(p.merchant, voided.chargeId))?.status).toBe('voided');
      // A retry of the checkout with the same key authorizes again: the same charge, or a new one.
      const again = await authorize(cards.approved, 4650, k);
      if (cards.reauthorizesVoided) expect(again.chargeId).toBe(voided.chargeId);
      else expect(again.chargeId).not.toBe(voided.chargeId);
      expect((await p.processor.charge(p.merchant, again.chargeId))?.status).toBe('authorized');
      expect((await authorize(cards.approved, 4650, k)).chargeId).toBe(again.chargeId);
      expect(await p.processor.charge(p.merchant, '00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await p.processor.charge(p.merchant, 'not-a-charge')).toBeNull();
    });

    it('refunds once per idempotency key, in parts, never more than was captured', async () => {
      const { chargeId } = await authorize(cards.approved, 9300);
      expect(
        await p.processor.refund(p.merchant, { chargeId, amount: 100, idempotencyKey: key('early') }),
      ).toMatchObject({
        status: 'failed',
        code: 'admin.order_refund_failed',
      });
      await p.processor.capture(p.merchant, chargeId);
      const k = key('refund');
      const first = await p.processor.refund(p.merchant, { chargeId, amount: 4650, idempotencyKey: k });
      expect(first).toMatchObject({ status: 'succeeded' });
      expect(await p.processor.refund(p.merchant, { chargeId, amount: 4650, idempotencyKey: k })).toEqual(
        first,
      );
      expect((await p.processor.charge(p.merchant, chargeId))?.refunded).toBe(4650);
      expect(
        await p.processor.refund(p.merchant, { chargeId, amount: 4651, idempotencyKey: key('too-much') }),
      ).toMatchObject({ status: 'failed' });
      expect(
        await p.processor.refund(p.merchant, { chargeId, amount: 4650, idempotencyKey: key('rest') }),
      ).toMatchObject({ status: 'succeeded' });
      expect(await p.processor.charge(p.merchant, chargeId)).toMatchObject({
        refunded: 9300,
        status: 'refunded',
      });
    });

    it.runIf(cards.refundFailsOnce)(
      'answers a refused refund the same way under its key; a new key may go through',
      async () => {
        const { chargeId } = await authorize(cards.refundFailsOnce!);
        await p.processor.capture(p.merchant, chargeId);
        const k = key('fails');
        const refused = await p.processor.refund(p.merchant, { chargeId, amount: 4650, idempotencyKey: k });
        expect(refused).toMatchObject({ status: 'failed', code: 'admin.order_refund_failed' });
        expect(await p.processor.refund(p.merchant, { chargeId, amount: 4650, idempotencyKey: k })).toEqual(
          refused,
        );
        expect(
          await p.processor.refund(p.merchant, { chargeId, amount: 4650, idempotencyKey: key('again') }),
        ).toMatchObject({ status: 'succeeded' });
        expect((await p.processor.charge(p.merchant, chargeId))?.refunded).toBe(4650);
      },
    );

    it('refunds once when the same refund is asked twice at the same moment', async () => {
      const { chargeId } = await authorize(cards.approved);
      await p.processor.capture(p.merchant, chargeId);
      const k = key('twice');
      const answers = await Promise.all(
        [0, 1].map(() => p.processor.refund(p.merchant, { chargeId, amount: 4650, idempotencyKey: k })),
      );
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toMatchObject({ status: 'succeeded' });
      expect((await p.processor.charge(p.merchant, chargeId))?.refunded).toBe(4650);
    });

    it('lists the authorizations left open before a moment, with the merchant and basket they carry', async () => {
      const basketId = '11111111-1111-4111-8111-111111111111';
      const left = await p.processor.authorize(p.merchant, {
        idempotencyKey: key('left'),
        amount: 1234,
        card: await source(cards.approved),
        field: 'payments.0',
        basketId,
      });
      const done = await authorize(cards.approved);
      await p.processor.capture(p.merchant, done.chargeId);
      const cutoff = p.now();
      p.advance(60_000);
      const fresh = await authorize(cards.approved);
      const open = (await p.processor.openCharges({ before: cutoff, limit: 500 })).filter(
        (c) => c.merchant.accountId === p.merchant.accountId,
      );
      const ids = open.map((c) => c.chargeId);
      expect(ids).toContain(left.chargeId);
      expect(ids).not.toContain(done.chargeId);
      expect(ids).not.toContain(fresh.chargeId);
      expect(open.find((c) => c.chargeId === left.chargeId)).toMatchObject({
        merchant: p.merchant,
        amount: 1234,
        status: 'authorized',
        basketId,
      });
    });

    it.runIf(cards.typedCards)(
      'keeps a card as a token and what identifies it, never its number',
      async () => {
        const token = await p.processor.tokenize(p.merchant, card(cards.approved), 'card');
        expect(token).toMatchObject({
          brand: 'Visa',
          last4: cards.approved.slice(-4),
          expMonth: 12,
          expYear: 2030,
        });
        expect(token.token).not.toContain(cards.approved);
        expect(
          await refusal(p.processor.tokenize(p.merchant, { ...card(cards.approved), cvc: '1' }, 'card')),
        ).toEqual({
          code: 'purchase.card_cvc_invalid',
          field: 'card.cvc',
        });
        await p.processor.forget(p.merchant, token.token);
      },
    );

    it.runIf(cards.typedCards)(
      'charges a stored card without the buyer, once per key; a stored decline card declines',
      async () => {
        const kept = await p.processor.tokenize(p.merchant, card(cards.approved), 'card');
        const k = key('stored');
        const first = await p.processor.authorizeStored(p.merchant, {
          idempotencyKey: k,
          amount: 2500,
          token: kept.token,
        });
        expect(first).toMatchObject({ brand: 'Visa', last4: cards.approved.slice(-4) });
        const again = await p.processor.authorizeStored(p.merchant, {
          idempotencyKey: k,
          amount: 2500,
          token: kept.token,
        });
        expect(again.chargeId).toBe(first.chargeId);
        expect(await p.processor.capture(p.merchant, first.chargeId)).toBe(true);
        expect(await p.processor.charge(p.merchant, first.chargeId)).toMatchObject({
          amount: 2500,
          status: 'captured',
        });

        const declining = await p.processor.tokenize(p.merchant, card(cards.declined), 'card');
        expect(
          await refusal(
            p.processor.authorizeStored(p.merchant, {
              idempotencyKey: key('stored-d'),
              amount: 2500,
              token: declining.token,
            }),
          ),
        ).toMatchObject({ code: 'purchase.card_declined' });
        const poor = await p.processor.tokenize(p.merchant, card(cards.insufficientFunds), 'card');
        expect(
          await refusal(
            p.processor.authorizeStored(p.merchant, {
              idempotencyKey: key('stored-p'),
              amount: 2500,
              token: poor.token,
            }),
          ),
        ).toMatchObject({ code: 'purchase.card_insufficient_funds' });
      },
    );
  });
}
