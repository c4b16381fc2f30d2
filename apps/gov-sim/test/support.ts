import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildSimulator } from '../src/app';
import type { SimulatorConfig } from '../src/config';
import { loadConfig } from '../src/config';

/**
 * A simulator with the default configuration (silent logs, no signing-client WebSocket), changed by
 * `overrides`, on the clock `now` when given; not listening.
 */
export function testSimulator(
  overrides: Partial<SimulatorConfig> = {},
  options: { now?: () => number } = {},
): FastifyInstance {
  const defaults = loadConfig({ GOV_SIM_SIGNING_CLIENT_PORT: 'off' });
  return buildSimulator({ ...defaults, logLevel: 'silent', ...overrides }, options);
}

/** `testSimulator` for the enclosing describe (or file), closed after its tests. */
export function useSimulator(...args: Parameters<typeof testSimulator>): FastifyInstance {
  const app = testSimulator(...args);
  afterAll(() => app.close());
  return app;
}

export { callSigningClient } from '@portal/test-support';
