import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage';

/** What every module's routes get: the database, the configuration, the file storage (built once in buildApp). */
export interface ModuleDeps {
  db: Database;
  config: Config;
  storage: FileStorage;
}

/** A module's routes: a Fastify plugin with zod schemas and the module's dependencies. */
export type RoutesPlugin = FastifyPluginAsyncZod<ModuleDeps>;
