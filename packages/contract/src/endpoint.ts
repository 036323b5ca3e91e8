import type { ErrorCode, Permission } from '@tessera/domain';
import type { z } from 'zod';

/** Who may call an endpoint: anyone, a signed-in shop customer, or signed-in staff. */
export type AuthKind = 'public' | 'customer' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ZodObj = z.ZodObject<z.ZodRawShape>;

export interface Endpoint<
  P extends ZodObj | undefined = ZodObj | undefined,
  Q extends ZodObj | undefined = ZodObj | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
> {
  /** Unique operation id, also the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path with `:name` parameters, always under /api. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  /** Spec area the endpoint belongs to (OpenAPI tag). */
  readonly tag: string;
  readonly auth: AuthKind;
  /** Staff permission required, or null when being signed in is enough. */
  readonly permission: Permission | null;
  /** Shop endpoints resolve their account from the request's host name. */
  readonly tenant: 'session' | 'host' | 'none';
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly output: O;
  readonly status?: 200 | 201;
  /** Error codes this endpoint may answer besides the ones every endpoint may answer. */
  readonly errors: readonly ErrorCode[];
  /** Open to a session that must still set up two-factor authentication. */
  readonly duringTwoFactorSetup?: boolean;
  /** A valid request body: documentation, and what route-walking tests send. */
  readonly example?: unknown;
}

export type AnyEndpoint = Endpoint<ZodObj | undefined, ZodObj | undefined, z.ZodType | undefined, z.ZodType>;

/** Declares an endpoint; `const` keeps its literal auth kind, tenant and schemas in the type. */
export function defineEndpoint<const E extends AnyEndpoint>(endpoint: E): E {
  return endpoint;
}

type Part = 'params' | 'query' | 'body';
/** The zod schema of one part of an endpoint's input, or undefined when it has none. */
export type PartSchema<E, K extends Part> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends AnyEndpoint> = (PartSchema<E, 'params'> extends z.ZodType
  ? { params: InputOf<PartSchema<E, 'params'>> }
  : { params?: undefined }) &
  (PartSchema<E, 'query'> extends z.ZodType
    ? { query: InputOf<PartSchema<E, 'query'>> }
    : { query?: undefined }) &
  (PartSchema<E, 'body'> extends z.ZodType ? { body: InputOf<PartSchema<E, 'body'>> } : { body?: undefined });

export type EndpointOutput<E extends AnyEndpoint> = z.output<E['output']>;

/** Codes every endpoint may answer, by auth kind. */
export function commonErrors(endpoint: AnyEndpoint): ErrorCode[] {
  const codes: ErrorCode[] = ['common.internal', 'common.unavailable', 'common.rate_limited'];
  if (endpoint.params || endpoint.query || endpoint.body) codes.unshift('common.validation_failed');
  if (endpoint.auth !== 'public') codes.push('auth.unauthenticated');
  if (endpoint.auth === 'staff' && !endpoint.duringTwoFactorSetup)
    codes.push('auth.two_factor_setup_required');
  if (endpoint.permission) codes.push('auth.permission_denied');
  if (endpoint.tenant === 'host') codes.push('purchase.shop_not_found');
  if (endpoint.auth === 'staff' && namesEvents(endpoint)) codes.push('sale.event_out_of_scope');
  return codes;
}

const eventKey = /^(eventId|eventIds|events|lines)$|EventIds?$/;

/**
 * Whether a staff endpoint names events in its path, query or body (top-level keys): the
 * server asks the user group's events scope of those (and may answer sale.event_out_of_scope).
 */
export function namesEvents(endpoint: AnyEndpoint): boolean {
  if (/:eventId\b/.test(endpoint.path)) return true;
  return [endpoint.params, endpoint.query, endpoint.body].some((schema) => {
    const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
    return shape !== undefined && Object.keys(shape).some((k) => eventKey.test(k));
  });
}

export function allErrors(endpoint: AnyEndpoint): ErrorCode[] {
  return [...new Set([...endpoint.errors, ...commonErrors(endpoint)])];
}

/** Fills `:name` segments of a path; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
