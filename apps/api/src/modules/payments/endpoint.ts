/**
 * The envelope of /api/payme: the provider expects every answer as HTTP 200 with a JSON-RPC error, also
 * for a request the merchant code never sees. In the endpoint's own scope (the payments plugin), the body
 * is read as JSON whatever its content type, and what the portal would answer with its own error (400, 404,
 * 413, 500) becomes the protocol's: a method other than POST -32300, a body that is not JSON -32700,
 * wrong credentials -32504, a body that is not a JSON-RPC call (no `method`, `params` not an object,
 * forbidden characters, too large) -32600, anything else -32400 (logged).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { authorized, RPC, rpcFailure, rpcIdOf } from './rpc';

/** A body that is not JSON. */
class NotJson extends Error {}

function statusOf(error: FastifyError | AppError): number | undefined {
  return error instanceof AppError ? error.status : error.statusCode;
}

function refusal(error: FastifyError | AppError, request: FastifyRequest, key: string) {
  if (request.method !== 'POST') return rpcFailure(null, RPC.notPost);
  if (error instanceof NotJson) return rpcFailure(null, RPC.parseError);
  const id = rpcIdOf(request.body);
  if (!authorized(request.headers.authorization, key)) return rpcFailure(id, RPC.insufficientPrivileges);
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return rpcFailure(id, RPC.invalidRequest);
  request.log.error({ err: error }, 'payme call failed');
  return rpcFailure(id, RPC.systemError);
}

/** Installs the envelope in the endpoint's scope (`app` is the payments plugin's encapsulated instance). */
export function registerPaymeEnvelope(app: FastifyInstance, key: string): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new NotJson('not JSON'), undefined);
    }
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) =>
    reply
      .status(200)
      .type('application/json; charset=utf-8')
      .send(refusal(error, request, key)),
  );
}

/** The answer to a method other than POST. */
export const notPostAnswer = () => rpcFailure(null, RPC.notPost);
