import { randomUUID } from 'node:crypto';
import { createPopulation } from '@portal/synthetic';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { SimulatorConfig } from './config';
import type { SimulatorContext } from './context';
import { registerErrorHandling } from './errors';
import { parseFaults, registerFaults } from './faults';
import { healthRoutes } from './health';
import { homePageRoutes } from './home-page';
import { SIMULATED_SYSTEMS } from './systems';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Builds the simulator of the national systems without listening: main.ts listens, tests use
 * `app.inject`. Every system in SIMULATED_SYSTEMS is mounted under its prefix and shares one
 * synthetic population of `config.seed`. `now` is the clock the systems read (tests inject theirs).
 */
export function buildSimulator(
  config: SimulatorConfig,
  { now = Date.now }: { now?: () => number } = {},
): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel, base: { service: 'gov-sim' } },
    // A caller's x-request-id is kept when it is well formed, so one id follows a call across processes.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // The e-signature systems build their test PKI (key cards in password-protected PFX files) while they
    // register: seconds of CPU, more than Fastify's default 10 s on a busy machine.
    pluginTimeout: 120_000,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerFaults(
    app,
    parseFaults(
      config.faults,
      SIMULATED_SYSTEMS.map((s) => s.id),
    ),
    SIMULATED_SYSTEMS,
  );

  const context: SimulatorContext = {
    config,
    population: createPopulation({ seed: config.seed, size: config.populationSize }),
    now,
  };
  void app.register(healthRoutes, { context });
  void app.register(homePageRoutes, { context });
  for (const system of SIMULATED_SYSTEMS)
    void app.register(system.routes, { prefix: system.prefix, context });
  return app;
}
