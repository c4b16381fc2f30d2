import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** Body of every error answer of the simulator's own protocols. */
export interface SimulatorErrorBody {
  code: string;
  message: string;
  /** The offending input, for VALIDATION_FAILED. */
  field?: string;
}

/** An error answered as `{code, message, field?}` with its HTTP status. */
export class SimulatorError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SimulatorError';
  }
}

/** Parses input with a zod schema; the first problem becomes a 400 VALIDATION_FAILED naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw new SimulatorError(400, 'VALIDATION_FAILED', issue?.message ?? 'Invalid input', field);
}

const STATUS_CODES: Readonly<Record<number, string>> = {
  400: 'VALIDATION_FAILED',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * JSON errors for every route: SimulatorErrors as thrown, Fastify's own client errors (bad JSON,
 * wrong content type, body too large) by status, unknown routes as 404 ROUTE_NOT_FOUND, and anything
 * else as a 500 without detail (logged with its stack).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    const body: SimulatorErrorBody = {
      code: 'ROUTE_NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof SimulatorError) {
      const body: SimulatorErrorBody = { code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      return reply.status(error.statusCode).send(body);
    }
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: SimulatorErrorBody = { code: 'INTERNAL', message: 'Internal error of the simulator' };
      return reply.status(500).send(body);
    }
    const message = error instanceof Error ? error.message : 'Bad request';
    const body: SimulatorErrorBody = { code: STATUS_CODES[status] ?? 'BAD_REQUEST', message };
    return reply.status(status).send(body);
  });
}
