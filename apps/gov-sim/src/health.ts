import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from './context';
import { SIMULATED_SYSTEMS } from './systems';

/** `GET /health` answer: the systems simulated, and the seed and size of the population they share. */
export interface HealthAnswer {
  status: 'ok';
  systems: string[];
  seed: string;
  population: number;
}

/** `GET /health`: 200 as soon as the simulator serves requests (start scripts and e2e wait for it). */
export const healthRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  app.get('/health', async (): Promise<HealthAnswer> => ({
    status: 'ok',
    systems: SIMULATED_SYSTEMS.map((s) => s.id),
    seed: context.config.seed,
    population: context.population.size,
  }));
};
