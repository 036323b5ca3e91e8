import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from 'helmet';
import type { Config } from '@/config';
import type { AppDeps } from '@/platform/deps';
import { errorText, requestLocale } from '@/platform/i18n/locale';
import { accountHostNamesOf, normalHostName } from '@/platform/tenancy';
import { AppError } from './app-error';
import { sendErrors } from './error-handler';

/** PUBLIC_URL's origin (scheme, host, port), as a browser writes it in the Origin header. */
export function publicOrigin(config: Pick<Config, 'publicUrl'>): string {
  return new URL(config.publicUrl).origin;
}

const servedOverHttps = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.startsWith('https://');

/** A host name as it may stand in a CSP source list (what the contract lets staff save). */
const plainHostName = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * Whether a page at `origin` may act on this site: PUBLIC_URL's origin, or a configured host
 * name of the account that answers on the request's host name (any port; https only when the
 * site is served over https). Another account's host names do not count: each venue's own
 * sites act on its own shop only.
 */
async function trustedOrigin(origin: string, request: FastifyRequest, deps: AppDeps): Promise<boolean> {
  if (origin === publicOrigin(deps.config)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const schemes = servedOverHttps(deps.config) ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol)) return false;
  const hostNames = await accountHostNamesOf(request, deps.db);
  return hostNames.includes(normalHostName(url.hostname));
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Where a state-changing request comes from, as far as the browser tells:
 * - an Origin header (every current browser sends one on POST, PUT, PATCH and DELETE) must be
 *   a trusted origin; `null` (sandboxed frames, privacy redirects) is not;
 * - without Origin, Sec-Fetch-Site must say same-origin (or none: typed by the user);
 * - without either, a Referer must be of a trusted origin;
 * - with none of the three, the request is not from a page in a browser (an API client with a
 *   key or Bearer token, a script holding its own cookie): no other site can have caused it.
 */
async function fromTrustedPage(request: FastifyRequest, deps: AppDeps): Promise<boolean> {
  const origin = request.headers.origin;
  if (origin !== undefined) return trustedOrigin(origin, request, deps);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  if (referer !== undefined) {
    try {
      return await trustedOrigin(new URL(referer).origin, request, deps);
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Refuses every state-changing request from another site before routing reaches a handler
 * (cross-site request forgery), with `common.origin_forbidden`. Cookies alone (SameSite) do
 * not protect the shop, whose cookies are SameSite=None over https so it works in the venue's
 * frame.
 */
export function installOriginCheck(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    if (await fromTrustedPage(request, deps)) return;
    request.log.warn(
      {
        operationId: request.id,
        method: request.method,
        path: request.url.split('?')[0],
        origin: request.headers.origin ?? null,
        secFetchSite: request.headers['sec-fetch-site'] ?? null,
        ip: request.ip,
      },
      'cross-site request refused',
    );
    throw new AppError('common.origin_forbidden');
  });
}

/** The shop's pages (not its API): the venue's sites may show them in a frame. */
function isShopPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return path === '/shop' || path.startsWith('/shop/');
}

/** frame-ancestors of each shop page request, worked out before the headers are written. */
const shopFrameAncestors = new WeakMap<IncomingMessage, string>();

/** CSP directives as helmet takes them: values, or functions of the request. */
type Directives = Record<string, Array<string | ((req: IncomingMessage) => string)>>;

/**
 * Google's tag and where it reports, allowed on the shop's pages only: the shop loads it for the
 * venue's analytics ids (decisions/0062). The back office never loads a script from elsewhere.
 */
const analyticsScripts = 'https://www.googletagmanager.com';
const analyticsConnections =
  'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';
/** A directive's sources: `base` everywhere, with `shop` added on the shop's pages. */
const withShop = (base: string, shop: string) => (req: IncomingMessage) =>
  shopFrameAncestors.has(req) ? `${base} ${shop}` : base;

/** The local printer agent's addresses: loopback on any port, nowhere else. */
const printerAgentSources = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * Stripe.js for the Payment Element (decisions/0089): its script and frames from STRIPE_JS_URL's
 * origin and nowhere else; its calls to Stripe's API (STRIPE_API_URL's origin in tests); Stripe's
 * own 3-D Secure frames (hooks.stripe.com) when the script is Stripe's own.
 */
export function stripeSources(config: Pick<Config, 'stripeJsUrl' | 'stripe'>) {
  const script = config.stripeJsUrl.origin;
  return {
    script,
    frames: script === 'https://js.stripe.com' ? [script, 'https://hooks.stripe.com'] : [script],
    api: config.stripe.apiUrl?.origin ?? 'https://api.stripe.com',
  };
}

type StripeSources = ReturnType<typeof stripeSources>;

function policyDirectives(https: boolean, stripe: StripeSources): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [withShop(`'self' ${stripe.script}`, analyticsScripts)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Venue content (terms, confirmation page) may show images from the venue's site.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    // The back office talks to the printer agent on the workstation itself (spec §7).
    connectSrc: [withShop(["'self'", ...printerAgentSources, stripe.api].join(' '), analyticsConnections)],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    // Tickets print through a hidden frame holding the PDF as a blob.
    frameSrc: ["'self'", 'blob:', ...stripe.frames],
    frameAncestors: [(req) => shopFrameAncestors.get(req) ?? "'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

const hstsSeconds = 31_536_000;

/**
 * Security headers on every answer (API, web app, fallback page, errors, not-found):
 * - Content-Security-Policy: scripts, styles, fonts, connections only from this origin
 *   (Mantine writes style elements: style-src allows inline styles, scripts never);
 *   images also from data: and blob: (QR codes, uploaded images before saving) and https:
 *   (images in the venue's sanitised terms and confirmation content);
 * - frame-ancestors 'none' and X-Frame-Options DENY, except the shop's pages, which the
 *   account's own host names (and the shop itself) may frame;
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin,
 *   Cross-Origin-Opener-Policy and -Resource-Policy same-origin (helmet's other defaults);
 * - Strict-Transport-Security for a year with subdomains, only when PUBLIC_URL is https (over
 *   http it would be ignored, and a development machine must not be pinned to https);
 * - object-src and base-uri 'none' (ASVS 5.0 3.4.3).
 */
export async function installSecurityHeaders(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const https = servedOverHttps(deps.config);
  app.addHook('onRequest', async (request, reply) => {
    if (!isShopPage(request)) {
      reply.header('x-frame-options', 'DENY');
      return;
    }
    let hostNames: string[] = [];
    try {
      hostNames = await accountHostNamesOf(request, deps.db);
    } catch (error) {
      // Without the database the page may still load; it is then framable by itself only.
      request.log.warn({ err: error }, 'host names for frame-ancestors unavailable');
    }
    // A bare host name matches the page's own scheme (and its upgrade to https).
    const ancestors = ["'self'", ...hostNames.filter((h) => plainHostName.test(h))];
    shopFrameAncestors.set(request.raw, ancestors.join(' '));
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: policyDirectives(https, stripeSources(deps.config)),
    },
    xFrameOptions: false,
    strictTransportSecurity: https ? { maxAge: hstsSeconds, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * Fastify's answer to a request it cannot route at all (a malformed address): no hook runs for
 * it, so it gets the same headers here, and a catalogue error like every other answer.
 */
export function frameworkErrorAnswer(config: Pick<Config, 'publicUrl' | 'stripeJsUrl' | 'stripe'>) {
  const https = servedOverHttps(config);
  const csp = contentSecurityPolicy({
    useDefaults: false,
    directives: policyDirectives(https, stripeSources(config)),
  });
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    csp(request.raw, reply.raw, () => undefined);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('strict-transport-security', `max-age=${hstsSeconds}; includeSubDomains`);
    const code = error.statusCode === 400 ? 'common.bad_request' : 'common.internal';
    const locale = requestLocale(request.headers['accept-language']);
    request.log.info({ operationId: request.id, err: error.message }, 'request refused');
    return sendErrors(reply, error.statusCode ?? 500, [{ code, message: errorText(code, locale) }]);
  };
}
