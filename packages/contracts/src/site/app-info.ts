import { z } from 'zod';
import { eSignatureClientSettings } from '../e-signature/e-signature';
import { defineCalls, get } from '../kit/define-call';

/** GET app/info: what the shell needs to know about this installation. */
export const appInfoResponse = z.object({
  /** True while the national systems are the simulators (apps/gov-sim): the shell shows a test-mode notice. */
  testMode: z.boolean(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  version: z.string(),
  /** Where and how the SPA reaches the e-signature client on the user's computer. */
  eSignature: eSignatureClientSettings,
  /**
   * The maps of the pages: the tile server (a Leaflet address with {z}/{x}/{y}; null: no map is drawn), its
   * attribution, and the address a place's "show on the map" link opens ({lat}, {lon}).
   */
  map: z.object({ tilesUrl: z.string().nullable(), attribution: z.string(), linkUrl: z.string() }),
});
export type AppInfo = z.infer<typeof appInfoResponse>;

/** POST app/visit: counts this browser once per day; answers the unique-visitor figures. */
export const visitResponse = z.object({
  today: z.number().int().min(0),
  total: z.number().int().min(0),
});

/**
 * GET /api/health (outside the versioned path): what is up and what is down. `nationalSystems` is the
 * simulator's own health check (NATIONAL_SYSTEMS=simulator only); `down` names every part that is down.
 * `replica` (with DATABASE_REPLICA_URL only) says whether guests' public reads go to the read replica
 * (`up`), or to the primary because it is too far behind (`behind`) or does not answer (`down`); the
 * primary then serves them, so neither makes the portal degraded.
 */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  nationalSystems: z.enum(['up', 'down']).optional(),
  replica: z.enum(['up', 'behind', 'down']).optional(),
  replicaLagSeconds: z.number().nullable().optional(),
  down: z.array(z.enum(['database', 'nationalSystems'])),
});
export type Health = z.infer<typeof healthResponse>;

/** GET /api/health: answered 200, or 503 (same shape) when the database is down. */
export const healthCalls = defineCalls(['health'], {
  health: get('/api/health', { response: healthResponse, permission: 'public' }),
});
