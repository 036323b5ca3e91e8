import {
  type AnyEndpoint,
  type EndpointInput,
  type EndpointOutput,
  eventAffinityHeader,
  eventOfCall,
  fillPath,
  operationIdHeader,
} from '@tessera/contract';
import type { ErrorCode } from '@tessera/domain';
import {
  ApiError,
  extractEntryMessages,
  extractErrorCodes,
  extractErrorMessage,
  extractFieldErrors,
  extractNextAction,
  fallbackCodeFor,
  type TranslateCode,
} from './api-error';
import { recordServerError } from './server-errors';

export interface ClientContext {
  /** The interface locale, sent as Accept-Language. */
  locale: () => string;
  translate: TranslateCode;
  fetch: typeof fetch;
}

let context: ClientContext = {
  locale: () => 'en-US',
  translate: (code: ErrorCode) => code,
  fetch: (...args) => globalThis.fetch(...args),
};

/** Wires the client to i18n (done once at start-up; tests pass their own). */
export function configureApiClient(next: Partial<ClientContext>): void {
  context = { ...context, ...next };
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function endpointUrl<E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>): string {
  const parts = input as { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
  return fillPath(endpoint.path, parts?.params) + queryString(parts?.query);
}

function looksLikeHtml(contentType: string, text: string): boolean {
  return contentType.includes('text/html') || /^\s*<(!doctype|html)/i.test(text);
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls one endpoint of the contract. Success is a status from 200 to 399 with a body that
 * is not HTML; anything else throws an ApiError with a translated message. Every response
 * outside 200–399 is also recorded for the server errors screen. Authentication is the
 * HttpOnly session cookie, so no token is ever read by script.
 */
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  const url = endpointUrl(endpoint, input);
  const body = (input as { body?: unknown } | undefined)?.body;
  const eventId = eventOfCall(input);
  let response: Response;
  try {
    response = await context.fetch(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      // A JSON content type with an empty body is refused by the server, so it goes only with a body.
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'Accept-Language': context.locale(),
        // For a load balancer that keeps an event's calls on one server process (decisions/0122).
        ...(eventId === undefined ? {} : { [eventAffinityHeader]: String(eventId) }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(context.translate('common.internal'), {
      status: 0,
      statusText: 'Network error',
      url,
      operationId: null,
      codes: [],
    });
  }

  const operationId = response.headers.get(operationIdHeader);
  const text = await response.text();
  const ok = response.status >= 200 && response.status < 400;
  if (!ok) {
    recordServerError({
      date: new Date().toISOString(),
      operationId,
      url,
      status: response.status,
      statusText: response.statusText,
    });
  }

  const html = looksLikeHtml(response.headers.get('content-type') ?? '', text);
  const json = html ? undefined : parseJson(text);
  if (ok && !html) return json as EndpointOutput<E>;

  const message =
    extractErrorMessage(json, context.translate) ??
    context.translate(fallbackCodeFor(ok ? 500 : response.status));
  throw new ApiError(message, {
    status: response.status,
    statusText: response.statusText,
    url,
    operationId,
    codes: extractErrorCodes(json),
    fieldErrors: extractFieldErrors(json, context.translate),
    messages: extractEntryMessages(json),
    nextAction: extractNextAction(json),
  });
}
