import type { ErrorBody } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { resolveParams } from '../i18n/localized-params';
import { translate } from '../i18n/translate';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-down';
import { fromDatabaseError } from './database-errors';

/** Retry-After of a 503 answer: the database or a national system is down. */
const RETRY_AFTER_SECONDS = 30;
import { fieldOf, validationMessage } from './validation-messages';

/** Fastify's own errors that are the caller's fault, mapped to our codes; everything else unknown is a 500. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.statusCode) {
    case 400:
      return new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.wrongData', field: 'body' });
    case 404:
      return new AppError('ROUTE_NOT_FOUND');
    case 405:
      return new AppError('METHOD_NOT_ALLOWED');
    case 413:
      return new AppError('PAYLOAD_TOO_LARGE');
    case 415:
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 429:
      return new AppError('RATE_LIMITED');
    default:
      return undefined;
  }
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: a localized message, the field at fault, the request id; 5xx answers hide all detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The request part the issues are about: fastify names the query part `querystring`.
      const context = error.validationContext ?? 'body';
      const part = (request as unknown as Record<string, unknown>)[
        context === 'querystring' ? 'query' : context
      ];
      const issues = error.validation.map((issue) => {
        const { key, params } = validationMessage(issue, part);
        const field = fieldOf(issue, error.validationContext);
        return { field, message: translate(lang, key, { ...params, field }) };
      });
      const first = issues[0]!;
      return send(reply, 400, {
        code: 'VALIDATION_FAILED',
        message: `${first.field}: ${first.message}`,
        field: first.field,
        issues,
        requestId: request.id,
      });
    }
    const appError =
      error instanceof AppError
        ? error
        : isResponseSerializationError(error)
          ? undefined
          : typeof error.statusCode === 'number' && error.statusCode < 500
            ? fromFastifyError(error)
            : isDatabaseUnavailable(error)
              ? new AppError('DATABASE_UNAVAILABLE', { cause: error })
              : fromDatabaseError(error);
    if (!appError || appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const code = appError?.code ?? 'INTERNAL';
      const status = appError?.status ?? 500;
      // A fixed catalogue message (a national system that is down, the signing server) is no detail.
      const message = translate(lang, appError?.messageKey ?? `errors:${code}`);
      // Something is down for a while (the database, a national system): when to try again.
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, status, { code, message, requestId: request.id });
    }
    if (appError.status === 401 || appError.status === 403)
      request.log.info({ code: appError.code }, 'refused');
    return send(reply, appError.status, {
      code: appError.code,
      message: translate(lang, appError.messageKey, resolveParams(lang, appError.params)),
      ...(appError.field ? { field: appError.field } : {}),
      requestId: request.id,
    });
  });
}
