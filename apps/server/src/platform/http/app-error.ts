import { type ErrorCode, errorStatus } from '@tessera/domain';

/** A failure with a code from the error registry; answered as `{ errors: [...] }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly field?: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorStatus(code);
  }

  /** The same refusal named on another field (a route speaks of its own request's fields). */
  withField(field: string | undefined): AppError {
    return new AppError(this.code, field, this.params);
  }
}

/**
 * A card payment waiting for its payer in the processor's browser fields (3-D Secure): the
 * answer carries what the browser's Stripe.js needs to show the bank's step (the intent's client
 * secret, made for the browser); the browser then checks out again with the intent's id.
 */
export class PaymentActionRequired extends AppError {
  constructor(
    field: string,
    readonly nextAction: { readonly clientSecret: string },
  ) {
    super('purchase.card_authentication_required', field);
  }

  override withField(field: string | undefined): AppError {
    return new PaymentActionRequired(field ?? '', this.nextAction);
  }
}

/** Several failures answered together (e.g. every bad line of an imported file). */
export class AppErrors extends Error {
  readonly status: number;
  constructor(readonly errors: readonly AppError[]) {
    super(errors.map((e) => e.code).join(', '));
    this.name = 'AppErrors';
    this.status = errors[0]?.status ?? 400;
  }
}
