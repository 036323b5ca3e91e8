import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { endpoints, operationIdHeader } from '@tessera/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from '@/config';
import type { Database } from '@/db/client';
import { implementations } from '@/implementations';
import { registerNightlyExportJobs } from '@/modules/data-export/nightly-export.jobs';
import { registerEventCancellationJobs } from '@/modules/event-cancellations/event-cancellations.jobs';
import { registerEventMailJobs, scheduleEventMails } from '@/modules/event-mails/event-mails.jobs';
import { registerGiftCertificateJobs } from '@/modules/gift-certificates/gift-certificates.jobs';
import { registerGroupSaleJobs } from '@/modules/group-sales/group-sales.jobs';
import { registerHouseSeatJobs } from '@/modules/house-seats/house-seats.jobs';
import { registerInstalmentCharger } from '@/modules/instalments/instalments.jobs';
import { registerInvoiceJobs } from '@/modules/invoices/invoices.jobs';
import { registerAdminBulkEmails } from '@/modules/mail/admin-bulk-emails.service';
import { registerMembershipJobs } from '@/modules/memberships/memberships.jobs';
import { registerGuestAnonymizationJobs } from '@/modules/orders/guest-anonymization.jobs';
import { registerRefundExecutor } from '@/modules/orders/order-refunds.service';
import {
  registerReconciliation,
  scheduleReconciliation,
} from '@/modules/reconciliation/reconciliation.service';
import { registerScheduledReportJobs } from '@/modules/reports/report-schedules.jobs';
import {
  registerSalesSummaryJobs,
  scheduleSalesSummaryCompaction,
} from '@/modules/reports/sales-summary.jobs';
import { registerSeasonRenewalJobs } from '@/modules/seasons/season-renewals.jobs';
import { registerConfirmationSender } from '@/modules/tickets/confirmation-sender.jobs';
import { registerOrderCancellationMail } from '@/modules/tickets/order-cancellation-mail.jobs';
import { eventIdsOfRequest, requireEventsInScope } from '@/modules/user-groups/group-policy.service';
import { registerWebhookJobs, scheduleWebhookDispatch } from '@/modules/webhooks/webhooks.jobs';
import { type Background, createBackground } from '@/platform/background';
import { type Clock, clockOf, MovableClock, systemClock } from '@/platform/clock';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { installErrorHandling } from '@/platform/http/error-handler';
import { requestLogFields } from '@/platform/http/log-redaction';
import { PageHtml } from '@/platform/http/page-preloads';
import { registerContract } from '@/platform/http/register';
import { frameworkErrorAnswer, installOriginCheck, installSecurityHeaders } from '@/platform/http/security';
import { registerTestClock } from '@/platform/http/test-clock.routes';
import { redirectFor, serveWeb } from '@/platform/http/web';
import { requestLocale } from '@/platform/i18n/locale';
import { Jobs } from '@/platform/jobs/jobs';
import { LiveStreams } from '@/platform/live-streams';
import { createMailer, type Mailer } from '@/platform/mail/mailer';
import { notificationsOf } from '@/platform/notifications';
import { webDistDir } from '@/platform/paths';
import { reportsDatabaseOf } from '@/platform/reports-database';

export interface BuildOptions {
  database: Database;
  config: Config;
  /** The server's clock (default: the system's; a `MovableClock` in tests). */
  clock?: Clock;
  /** Older form of `clock`: the time alone (the job queue then runs on real time). */
  now?: () => Date;
  mailer?: Mailer;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDir?: string;
  /** false: this process sends no order confirmations (another one does). Default true. */
  confirmationSender?: boolean;
  /** Schedules reconciliation: on start and every `config.reconcile.everyMs` (the server does). */
  reconciliation?: boolean;
  /** Starts the webhook dispatcher's series (default: with `reconciliation`; decisions/0049). */
  webhookDispatch?: boolean;
  /** Starts the pre- and post-event mail sweep's series (default: with `reconciliation`; decisions/0065). */
  eventMails?: boolean;
  /** false silences logging; a stream receives the JSON log lines (tests read them). */
  logger?: false | { stream: NodeJS.WritableStream; level?: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body as it came, before parsing (a webhook's signature is of these bytes). */
    rawBody?: string;
  }
  interface FastifyInstance {
    /** Every route as registered, for the auth-kind and permission checks. */
    readonly registeredRoutes: readonly RouteOptions[];
    /** The job queue (tests read and drive it). */
    readonly jobs: Jobs;
    /** The server's clock. */
    readonly clock: Clock;
    /** Live seat streams (tests wait for them to listen). */
    readonly liveStreams: LiveStreams;
    /** Work requests started without waiting for it (tests wait for it to settle). */
    readonly background: Background;
  }
}

/** One-time tokens in request URLs never reach the log. */
const logSerializers = { req: requestLogFields };

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  const clock = options.clock ?? (options.now ? clockOf(options.now) : systemClock);
  const mailer = options.mailer ?? createMailer(config.smtp, { pickupDir: config.mailPickupDir, clock });
  const jobs = new Jobs(database, {
    clock,
    onError: (error) => app.log.warn({ err: error }, 'job queue failed'),
  });
  const reports = reportsDatabaseOf(database, config.reportsDatabaseUrl);
  const deps: AppDeps = {
    database,
    db: database.db,
    reportsDb: reports.database.db,
    config,
    clock,
    now: () => clock.now(),
    mailer,
    jobs,
    background: createBackground((name, error) => app.log.warn({ err: error }, `${name} failed`)),
    liveStreams: new LiveStreams(
      notificationsOf(database, (error) => app.log.warn({ err: error }, 'seat change listener failed')),
      {
        ...config.liveSeats,
        onError: (error) => app.log.warn({ err: error }, 'live seat stream read failed'),
      },
    ),
  };
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : options.logger
          ? {
              level: options.logger.level ?? 'info',
              stream: options.logger.stream,
              serializers: logSerializers,
            }
          : { level: config.logLevel, serializers: logSerializers },
    genReqId: () => randomUUID(),
    // Forwarded headers only from the proxies named in TRUST_PROXY (none by default): otherwise a
    // client could choose its own address for the per-address limits, or the host and protocol.
    trustProxy: config.trustProxy === false ? false : [...config.trustProxy],
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrorAnswer(config),
  });

  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorate('jobs', jobs);
  app.decorate('clock', clock);
  app.decorate('liveStreams', deps.liveStreams);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(operationIdHeader, request.id);
  });
  // Order confirmations leave the checkout's request (decisions/0029-confirmation-sender.md).
  registerConfirmationSender(jobs, deps, {
    leaseMs: config.confirmationLeaseMs,
    run: options.confirmationSender !== false,
  });
  // The buyer's mail when staff cancel their order (decisions/0069).
  registerOrderCancellationMail(jobs, deps);
  registerAdminBulkEmails(jobs, deps);
  // Card refunds leave the order change's transaction (decisions/0040).
  registerRefundExecutor(jobs, deps);
  // Later instalments of payment plans, on their due dates (decisions/0045).
  registerInstalmentCharger(jobs, deps);
  // Invoices: the mail, the reminder and the release of unpaid seats (decisions/0109).
  registerInvoiceJobs(jobs, deps);
  // Membership reminders and expiries, at their times (decisions/0050).
  registerMembershipJobs(jobs, deps);
  // The recipient's mail of a gift certificate bought in the shop (decisions/0067).
  registerGiftCertificateJobs(jobs, deps);
  // Unused house seats back to general sale at each event's release time (decisions/0054).
  registerHouseSeatJobs(jobs, deps);
  // Season package renewals: the roll into renewal holds and the release at the deadline (decisions/0096).
  registerSeasonRenewalJobs(jobs, deps);
  // Groups' balances charged to the kept card on their due dates, when agreed (decisions/0091).
  registerGroupSaleJobs(jobs, deps);
  // Guest orders anonymized once their events are over, per account setting (decisions/0062).
  registerGuestAnonymizationJobs(jobs, deps);
  // A bulk cancel of an event's orders, a batch of orders per run (decisions/0060).
  registerEventCancellationJobs(jobs, deps);
  registerReconciliation(
    jobs,
    deps,
    (result) => app.log.warn({ reconciliation: result }, 'reconciliation acted'),
    config.reconcile,
  );
  // Webhook events from the outbox, signed and retried (decisions/0049).
  registerWebhookJobs(jobs, deps);
  // Scheduled reports at their times in their time zones, mailed (decisions/0059) or uploaded by
  // SFTP with retries (decisions/0063).
  registerScheduledReportJobs(jobs, deps);
  // The nightly full export of the account's data to its SFTP folder (decisions/0063).
  registerNightlyExportJobs(jobs, deps);
  // The sales summary's appended rows folded once a minute (decisions/0114).
  registerSalesSummaryJobs(jobs, deps);
  // Pre- and post-event mails to each event's buyers once their times pass (decisions/0065).
  registerEventMailJobs(jobs, deps);
  // Not awaited: a database out of reach at start is answered 503 meanwhile, and the queue starts
  // once it is back.
  void jobs.start().catch(() => undefined);
  if (options.reconciliation) {
    scheduleReconciliation(jobs).catch((error) =>
      app.log.warn({ err: error }, 'reconciliation not scheduled'),
    );
  }
  if (options.reconciliation) {
    scheduleSalesSummaryCompaction(jobs).catch((error) =>
      app.log.warn({ err: error }, 'sales summary compaction not scheduled'),
    );
  }
  if (options.webhookDispatch ?? options.reconciliation) {
    scheduleWebhookDispatch(jobs).catch((error) =>
      app.log.warn({ err: error }, 'webhook dispatch not scheduled'),
    );
  }
  if (options.eventMails ?? options.reconciliation) {
    scheduleEventMails(jobs).catch((error) => app.log.warn({ err: error }, 'event mails not scheduled'));
  }
  app.addHook('onClose', async () => jobs.stop());
  if (reports.separate) app.addHook('onClose', async () => reports.database.close());
  // Open seat streams end before the server waits for its connections to close.
  app.addHook('preClose', async () => deps.liveStreams.close());
  app.decorate('background', deps.background);
  app.addHook('onClose', async () => {
    await deps.background.settled();
    deps.mailer.close();
  });

  installErrorHandling(app);
  // Headers first, so that even a refused request's answer carries them.
  await installSecurityHeaders(app, deps);
  installOriginCheck(app, deps);
  // An empty JSON body (a POST without payload) is no body, not a syntax error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  await app.register(fastifyCookie);
  // Seat availability for a large house is ~800 KB of JSON: ~35 KB as brotli at quality 4 in
  // a few milliseconds (brotli's default, 11, takes ~400 ms for it), ~60 KB gzipped.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('auth.too_many_attempts'),
  });

  registerContract(app, endpoints, implementations, deps, {
    // The user group's events scope, for every staff route that names an event.
    staffScope: (scopeDeps, staff, parts) =>
      requireEventsInScope(scopeDeps.db, staff, eventIdsOfRequest(parts)),
    // Per address, so one attacker cannot guess fast enough to lock out everyone (decisions/0006).
    rateLimit: {
      staffLogin: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      requestPasswordReset: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      resetPassword: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      // Shop accounts: the same per-address limit on everything that checks a secret or sends mail.
      customerLogin: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      registerCustomer: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      verifyCustomerEmail: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      resendCustomerVerification: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      requestCustomerPasswordReset: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      resetCustomerPassword: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      changeCustomerPassword: { max: config.signInAttemptsPerMinute, timeWindow: '1 minute' },
      // Public gift certificate balances: per address, against guessing numbers.
      // The waiting room (decisions/0055): joins per address, polls per visitor (their queue ticket).
      joinShopWaitingRoom: {
        max: config.waitingRoomPollsPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('common.rate_limited'),
      },
      getShopWaitingRoomPlace: {
        max: config.waitingRoomPollsPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('common.rate_limited'),
        keyGenerator: (request) => {
          const { eventId } = request.params as { eventId?: string };
          const ticket = request.cookies[`tessera_wr_${eventId}`];
          return ticket ? `wr:${ticket}` : request.ip;
        },
      },
      getShopGiftCertificateBalance: {
        max: config.signInAttemptsPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('common.rate_limited'),
      },
      // The recipient's link (decisions/0067): per address, against guessing codes and numbers.
      getShopGiftCertificateByLink: {
        max: config.signInAttemptsPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('common.rate_limited'),
      },
      // The ticket bundle links (decisions/0073): per address, against guessing codes.
      getShopTicketBundle: {
        max: config.signInAttemptsPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('common.rate_limited'),
      },
      getShopInvoice: {
        max: config.signInAttemptsPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('common.rate_limited'),
      },
      downloadShopInvoice: {
        max: config.signInAttemptsPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('common.rate_limited'),
      },
      downloadShopTicketBundle: {
        max: config.signInAttemptsPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('common.rate_limited'),
      },
      downloadShopTicketWalletPass: {
        max: config.signInAttemptsPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('common.rate_limited'),
      },
    },
    bodyLimit: {
      uploadHostnameImage: 4 * 1_048_576,
      uploadTemplateImage: 4 * 1_048_576,
      uploadMapViewImage: 4 * 1_048_576,
      // A designed map of 20,000 seats is a few megabytes of JSON (files may be up to 20 MB).
      createMap: 25 * 1_048_576,
      updateMap: 25 * 1_048_576,
      importMap: 25 * 1_048_576,
    },
  });

  // Browser tests move the server's clock; never in production (config.ts refuses it there).
  if (config.testClock && clock instanceof MovableClock) registerTestClock(app, clock);

  await serveWeb(app, options.webDir);
  const pageHtml = PageHtml.load(options.webDir ?? webDistDir());

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // API paths and missing build files (e.g. an old chunk after a deploy) are real 404s.
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) {
      throw new AppError('common.not_found');
    }
    const target = redirectFor(path);
    if (target) return reply.redirect(target + (request.url.slice(path.length) || ''), 301);
    if ((request.method === 'GET' || request.method === 'HEAD') && pageHtml) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageHtml.for(path, requestLocale(request.headers['accept-language'])));
    }
    throw new AppError('common.not_found');
  });

  return app;
}
