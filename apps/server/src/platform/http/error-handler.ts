import { type FieldProblem, fieldProblems } from '@tessera/contract';
import { type ErrorCode, errorStatus, interpolate, type ShippedLocale } from '@tessera/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { databaseError } from '@/db/sql';
import { errorText, requestLocale, validationText } from '@/platform/i18n/locale';
import { AppError, AppErrors, PaymentActionRequired } from './app-error';
import { databaseUnavailable } from './database-unavailable';

interface ErrorItem {
  code: ErrorCode;
  message: string;
  field?: string;
  nextAction?: { clientSecret: string };
}

export function sendErrors(reply: FastifyReply, status: number, errors: ErrorItem[]): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ errors });
}

function validationItems(problems: FieldProblem[], locale: ShippedLocale): ErrorItem[] {
  if (problems.length === 0) {
    return [{ code: 'common.validation_failed', message: errorText('common.validation_failed', locale) }];
  }
  return problems.map((p) => ({
    code: 'common.validation_failed' as const,
    message: validationText(p.key, p.params, locale),
    ...(p.field ? { field: p.field } : {}),
  }));
}

/** Fastify's own failures (bad JSON, body too large …) mapped onto registry codes. */
function frameworkCode(error: FastifyError): ErrorCode {
  if (error.statusCode === 413) return 'common.payload_too_large';
  if (error.statusCode === 429) return 'common.rate_limited';
  if (error.statusCode === 405) return 'common.method_not_allowed';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'common.bad_request';
  return 'common.internal';
}

/**
 * One place that turns every failure into `{ errors: [{ code, message, field? }] }`; the
 * operation id travels in the x-operation-id header set on every response.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | AppError | AppErrors | ZodError, request: FastifyRequest, reply) => {
      const locale = requestLocale(request.headers['accept-language']);
      const itemOf = (e: AppError): ErrorItem => ({
        code: e.code,
        message: interpolate(errorText(e.code, locale), e.params),
        ...(e.field ? { field: e.field } : {}),
        ...(e instanceof PaymentActionRequired ? { nextAction: { ...e.nextAction } } : {}),
      });
      if (error instanceof AppError) return sendErrors(reply, error.status, [itemOf(error)]);
      if (error instanceof AppErrors) return sendErrors(reply, error.status, error.errors.map(itemOf));
      if (error instanceof ZodError) {
        return sendErrors(reply, 400, validationItems(fieldProblems(error), locale));
      }
      if (databaseUnavailable(error)) {
        request.log.warn({ operationId: request.id, err: error.message }, 'database unavailable');
        reply.header('retry-after', '2');
        return sendErrors(reply, errorStatus('common.unavailable'), [
          { code: 'common.unavailable', message: errorText('common.unavailable', locale) },
        ]);
      }
      if (databaseError(error, (e) => typeof e.code === 'string' && e.code.startsWith('22'))) {
        // A value the contract let through but the database refuses (PostgreSQL's class 22,
        // data exception: a number out of a column's range, a NUL byte, an impossible date…)
        // is the caller's input, not a fault of the server.
        request.log.warn({ operationId: request.id, err: error.message }, 'input refused by the database');
        return sendErrors(reply, 400, validationItems([], locale));
      }
      const code = frameworkCode(error);
      if (code === 'common.internal') {
        request.log.error({ err: error, operationId: request.id }, 'unexpected error');
      } else {
        request.log.info({ operationId: request.id, err: error.message }, 'request refused');
      }
      return sendErrors(reply, errorStatus(code), [{ code, message: errorText(code, locale) }]);
    },
  );
}
