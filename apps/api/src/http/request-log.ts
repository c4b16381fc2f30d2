import { LogController } from 'fastify';
import pino from 'pino';

/**
 * Where the JSON log goes: standard output, written in batches of about 4 KB by the event loop (and at
 * least every second, and at exit) rather than one blocking write per line. This is pino's
 * asynchronous logging; a process killed outright (SIGKILL, out of memory) may lose its last second.
 */
export function logDestination() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
}

/**
 * One log line per answered request instead of Fastify's two: "request completed" carries the method,
 * URL and client address of the request with its status and time; the "incoming request" line moves to
 * debug (LOG_LEVEL=debug shows a request that never finishes). At the default level `info` this halves
 * the lines written, the largest part of the cost of logging a busy public call.
 */
export class RequestLogController extends LogController {
  override incomingRequest(...[request]: Parameters<LogController['incomingRequest']>): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
