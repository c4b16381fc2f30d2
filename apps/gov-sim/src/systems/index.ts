import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../context';
import { courtsRoutes } from './courts/routes';
import { interiorMinistryRoutes } from './interior-ministry/routes';
import { personRegistryRoutes } from './person-registry/routes';

/** One national system the simulator plays. Each lives in `src/systems/<id>/`. */
export interface SimulatedSystem {
  /** Stable id, also the folder name; listed by `GET /health`. */
  id: string;
  /** Human name, for the index page. */
  name: string;
  /** Path prefix its routes are mounted under. */
  prefix: string;
  /** Which protocol it speaks and where that protocol is defined. */
  protocol: string;
  /** Its routes, registered under `prefix` with the shared context. */
  routes: FastifyPluginAsync<SystemPluginOptions>;
}

/** Every simulated system, in the order the index page lists them. */
export const SIMULATED_SYSTEMS: readonly SimulatedSystem[] = [
  {
    id: 'person-registry',
    name: 'Person and passport registry',
    prefix: '/person-registry',
    protocol: 'REST/JSON, the simulator’s own (integrations.md does not fix one)',
    routes: personRegistryRoutes,
  },
  {
    id: 'interior-ministry',
    name: 'Interior ministry: criminal cases and convictions',
    prefix: '/interior-ministry',
    protocol: 'REST/JSON, the simulator’s own (see src/systems/interior-ministry/routes.ts)',
    routes: interiorMinistryRoutes,
  },
  {
    id: 'courts',
    name: 'Courts: court list and hearings of criminal cases',
    prefix: '/courts',
    protocol: 'REST/JSON, the simulator’s own (see src/systems/courts/routes.ts)',
    routes: courtsRoutes,
  },
];
