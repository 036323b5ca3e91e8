import type { AnyEndpoint } from '@tessera/contract';
import { hasPermission } from '@tessera/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { authenticateCustomer } from '@/platform/auth/customer-session';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { authenticateStaff } from '@/platform/auth/session';
import type { AppDeps } from '@/platform/deps';
import { requestLocale } from '@/platform/i18n/locale';
import { resolveShopAccount } from '@/platform/tenancy';
import { AppError } from './app-error';
import { CheckedJson, type HandlerContext, type Implementation } from './implement';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves. */
    endpoint?: AnyEndpoint;
  }
}

export interface RouteExtras {
  /**
   * Asked before every staff handler of the signed-in user's own account with the request's
   * parsed parts: the user group's events scope (modules/user-groups), which throws when a
   * route names an event outside it. Given by the app, since platform code imports no module.
   */
  readonly staffScope: (
    deps: AppDeps,
    staff: StaffPrincipal,
    parts: { params?: unknown; query?: unknown; body?: unknown },
  ) => Promise<void>;
  /** Per-route @fastify/rate-limit settings, keyed by endpoint id. */
  readonly rateLimit?: Readonly<
    Record<
      string,
      {
        max: number;
        timeWindow: string | number;
        errorResponseBuilder?: () => Error;
        /** Who is counted (default: the address). */
        keyGenerator?: (request: FastifyRequest) => string;
      }
    >
  >;
  /** Per-route body size limits in bytes (uploads), keyed by endpoint id. */
  readonly bodyLimit?: Readonly<Record<string, number>>;
}

function parsePart<T>(schema: { parse(v: unknown): T } | undefined, value: unknown): T | undefined {
  return schema ? schema.parse(value ?? {}) : undefined;
}

async function guard(endpoint: AnyEndpoint, request: FastifyRequest, deps: AppDeps) {
  if (endpoint.auth === 'customer') {
    // A shop customer's session counts only on a host name of the customer's own account.
    const accountId = await resolveShopAccount(request, deps.db);
    const customer = await authenticateCustomer(request, deps, accountId);
    if (!customer) throw new AppError('auth.unauthenticated');
    return { staff: null, customer, accountId };
  }
  const staff = endpoint.auth === 'staff' ? await authenticateStaff(request, deps) : null;
  if (endpoint.auth === 'staff' && !staff) throw new AppError('auth.unauthenticated');
  // A user whose group requires 2FA and who has not set it up may only set it up.
  if (staff?.stage === 'setup_2fa' && !endpoint.duringTwoFactorSetup) {
    throw new AppError('auth.two_factor_setup_required');
  }
  if (staff && endpoint.permission && !hasPermission(staff, endpoint.permission)) {
    throw new AppError('auth.permission_denied');
  }
  let accountId: number | null = null;
  if (endpoint.tenant === 'session') accountId = staff?.accountId ?? null;
  if (endpoint.tenant === 'host') accountId = await resolveShopAccount(request, deps.db);
  return { staff, customer: null, accountId };
}

/**
 * Registers every contract endpoint with its implementation. Fails at start-up when an
 * endpoint has no implementation, or an implementation serves no contract endpoint.
 */
export function registerContract(
  app: FastifyInstance,
  contract: readonly AnyEndpoint[],
  implementations: readonly Implementation[],
  deps: AppDeps,
  extras: RouteExtras,
): void {
  const byId = new Map(implementations.map((i) => [i.endpoint.id, i]));
  const missing = contract.filter((e) => !byId.has(e.id)).map((e) => e.id);
  const unknown = implementations.filter((i) => !contract.includes(i.endpoint)).map((i) => i.endpoint.id);
  if (missing.length || unknown.length || byId.size !== implementations.length) {
    throw new Error(`contract and implementations differ: missing [${missing}] unknown [${unknown}]`);
  }
  for (const endpoint of contract) {
    const implementation = byId.get(endpoint.id)!;
    const route: RouteOptions = {
      method: endpoint.method,
      url: endpoint.path,
      ...(extras.bodyLimit?.[endpoint.id] ? { bodyLimit: extras.bodyLimit[endpoint.id] } : {}),
      config: {
        endpoint,
        ...(extras.rateLimit?.[endpoint.id] ? { rateLimit: extras.rateLimit[endpoint.id] } : {}),
      },
      handler: async (request, reply) => {
        const { staff, customer, accountId } = await guard(endpoint, request, deps);
        const ctx = {
          params: parsePart(endpoint.params, request.params),
          query: parsePart(endpoint.query, request.query),
          body: endpoint.body ? endpoint.body.parse(request.body) : undefined,
          accountId,
          staff,
          customer,
          locale: requestLocale(request.headers['accept-language']),
          deps,
          request,
          reply,
        } as HandlerContext<AnyEndpoint>;
        // The user group's events scope, for every staff route that names an event.
        if (staff && accountId === staff.accountId) {
          await extras.staffScope(deps, staff, ctx);
        }
        const result = await implementation.handler(ctx);
        if (result instanceof CheckedJson) {
          reply.code(endpoint.status ?? 200).type('application/json; charset=utf-8');
          if (result.text.length < 1024 || !/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
            return result.text;
          }
          reply.header('content-encoding', 'br').header('vary', 'accept-encoding');
          return result.brotli();
        }
        const output = endpoint.output.safeParse(result);
        if (!output.success) {
          throw new Error(`${endpoint.id} answered outside its contract: ${output.error.message}`);
        }
        reply.code(endpoint.status ?? 200);
        return output.data;
      },
    };
    app.route(route);
  }
}
