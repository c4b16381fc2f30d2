import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every module's routes get: the database, the configuration. */
export interface ModuleDeps {
  db: Database;
  config: Config;
}

/** A module's routes: a Fastify plugin with zod schemas and the module's dependencies. */
export type RoutesPlugin = FastifyPluginAsyncZod<ModuleDeps>;
