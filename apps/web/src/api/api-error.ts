import { type ErrorCode, isErrorCode } from '@tessera/domain';

/** The error pages the spec maps responses to: 404, 400, and everything else. */
export type ErrorPageKind = 'not-found' | 'bad-request' | 'system-error';

export function errorPageFor(status: number): ErrorPageKind {
  if (status === 404) return 'not-found';
  if (status === 400) return 'bad-request';
  return 'system-error';
}

/** Turns a registry code into the reader's language; never shows the server's English. */
export type TranslateCode = (code: ErrorCode) => string;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((p): p is string => p !== null);
    return parts.length > 0 ? parts.join(' ') : null;
  }
  return null;
}

/** A catalogue text with a `{name}` the code alone cannot fill (a count, a line number). */
const unfilled = /\{\w+\}/;

function entryText(entry: unknown, translate: TranslateCode): string | null {
  if (isObject(entry)) {
    if (isErrorCode(entry.code)) {
      const text = translate(entry.code);
      // The server filled the details in, in the language the client asked for: use its text.
      return unfilled.test(text) ? (textOf(entry.message) ?? text) : text;
    }
    return textOf(entry.message);
  }
  return textOf(entry);
}

/**
 * The message to show for a failed response, taken (in this order) from `errorMessages`,
 * `message`, `error`, or the joined `errors` list. Registry codes in `errors` are translated.
 */
export function extractErrorMessage(body: unknown, translate: TranslateCode): string | null {
  if (!isObject(body)) return null;
  const direct = textOf(body.errorMessages) ?? textOf(body.message) ?? textOf(body.error);
  if (direct) return direct;
  if (Array.isArray(body.errors)) {
    const unique = [...new Set(body.errors.map((e) => entryText(e, translate)).filter((m) => m !== null))];
    return unique.length > 0 ? unique.join(' ') : null;
  }
  return null;
}

/** Registry codes carried by the `errors` list, in order. */
export function extractErrorCodes(body: unknown): ErrorCode[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return [];
  return body.errors.map((e) => (isObject(e) ? e.code : undefined)).filter(isErrorCode);
}

/** Per-field messages (`{ code, field }` entries) so forms can show them beside the field. */
export function extractFieldErrors(body: unknown, translate: TranslateCode): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!isObject(body) || !Array.isArray(body.errors)) return fields;
  for (const entry of body.errors) {
    if (!isObject(entry) || typeof entry.field !== 'string' || fields[entry.field]) continue;
    const message =
      typeof entry.message === 'string' && entry.message && entry.code === 'common.validation_failed'
        ? entry.message
        : entryText(entry, translate);
    if (message) fields[entry.field] = message;
  }
  return fields;
}

/**
 * The server's own text of each entry. The client sends the interface language, so these are
 * already translated; they matter where a message carries details the code alone cannot
 * (the line numbers of an imported file).
 */
export function extractEntryMessages(body: unknown): string[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return [];
  return body.errors
    .map((e) => (isObject(e) ? textOf(e.message) : null))
    .filter((m): m is string => m !== null);
}

/** The code to fall back on when a failure carries no usable message. */
export function fallbackCodeFor(status: number): ErrorCode {
  if (status === 404) return 'common.not_found';
  if (status === 400) return 'common.bad_request';
  if (status === 401) return 'auth.unauthenticated';
  if (status === 403) return 'auth.permission_denied';
  return 'common.internal';
}

/**
 * What the processor's browser script must still do for a card payment (the bank's 3-D Secure
 * step, decisions/0089): the first entry's `nextAction`, or null.
 */
export function extractNextAction(body: unknown): { clientSecret: string } | null {
  if (!isObject(body) || !Array.isArray(body.errors)) return null;
  for (const entry of body.errors) {
    const next = isObject(entry) ? entry.nextAction : null;
    if (isObject(next) && typeof next.clientSecret === 'string') return { clientSecret: next.clientSecret };
  }
  return null;
}

export interface ApiErrorDetails {
  status: number;
  statusText: string;
  url: string;
  operationId: string | null;
  codes: ErrorCode[];
  fieldErrors?: Record<string, string>;
  messages?: string[];
  nextAction?: { clientSecret: string } | null;
}

/** A failed API call: what the reader is told, plus what support needs to trace it. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly operationId: string | null;
  readonly codes: ErrorCode[];
  readonly fieldErrors: Record<string, string>;
  /** Each entry's text as the server wrote it in the reader's language. */
  readonly messages: string[];
  /** A card payment waiting for the payer's bank in the processor's browser script. */
  readonly nextAction: { clientSecret: string } | null;
  readonly page: ErrorPageKind;

  constructor(message: string, details: ApiErrorDetails) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.statusText = details.statusText;
    this.url = details.url;
    this.operationId = details.operationId;
    this.codes = details.codes;
    this.fieldErrors = details.fieldErrors ?? {};
    this.messages = details.messages ?? [];
    this.nextAction = details.nextAction ?? null;
    this.page = errorPageFor(details.status);
  }

  has(code: ErrorCode): boolean {
    return this.codes.includes(code);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
