import type { FastifyInstance } from 'fastify';
import { buildSimulator } from '../src/app';
import type { SimulatorConfig } from '../src/config';
import { loadConfig } from '../src/config';

/** A simulator with the default configuration (silent logs), changed by `overrides`; not listening. */
export function testSimulator(overrides: Partial<SimulatorConfig> = {}): FastifyInstance {
  return buildSimulator({ ...loadConfig({}), logLevel: 'silent', ...overrides });
}
