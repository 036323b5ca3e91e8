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
