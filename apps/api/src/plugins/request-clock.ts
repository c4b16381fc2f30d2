import type { FastifyInstance } from 'fastify';
import { type Clock, offsetClock } from '../clock';

declare module 'fastify' {
  interface FastifyRequest {
    /** The clock this request reads: the app's (ModuleDeps `clock`), or in tests the one its header moved. */
    clock: Clock;
  }
}

/** The header that moves a request's clock, in milliseconds, when TEST_CLOCK_OFFSET_HEADER allows it. */
export const TEST_CLOCK_HEADER = 'x-test-clock-offset-ms';
const MAX_OFFSET_MS = 7 * 86_400_000;

/**
 * Gives every request `request.clock`: the app's clock; with `allowOffset` (TEST_CLOCK_OFFSET_HEADER,
 * tests only) a whole number of milliseconds in `X-Test-Clock-Offset-Ms` moves it for that one request,
 * so a browser test makes its own one-time code expire while the tests beside it keep the real time.
 */
export function registerRequestClock(app: FastifyInstance, clock: Clock, allowOffset: boolean): void {
  app.decorateRequest('clock', null as unknown as Clock);
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = allowOffset ? request.headers[TEST_CLOCK_HEADER] : undefined;
    const ms = Number(raw);
    request.clock =
      typeof raw === 'string' && Number.isInteger(ms) && Math.abs(ms) <= MAX_OFFSET_MS
        ? offsetClock(clock, ms)
        : clock;
    done();
  });
}
