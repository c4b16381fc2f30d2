import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Adapters } from '../adapters';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { PublicReads } from '../db/read-replica';
import type { FileStorage } from '../storage';

/**
 * What every module's routes get, built once in buildApp (a module never builds its own): the database,
 * the configuration, the file storage, the national systems' adapters and the clock.
 */
export interface ModuleDeps {
  db: Database;
  /** Where the public pages' reads go: a guest's to the replica when one keeps up, else the primary. */
  publicReads: PublicReads;
  config: Config;
  storage: FileStorage;
  adapters: Adapters;
  clock: Clock;
}

/** A module's routes: a Fastify plugin with zod schemas and the module's dependencies. */
export type RoutesPlugin = FastifyPluginAsyncZod<ModuleDeps>;
