import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The metrics shared by every app of the process: Node's own (event loop lag, heap, CPU, handles) and the
 * calls to the national systems, which the adapters make outside any one app. Each app adds its own
 * registry (plugins/metrics.ts: requests, database pool, job queues) and answers both together.
 */
export const processRegistry = new Registry();

let defaultsCollected = false;

/** Starts collecting Node's process metrics into the process registry (once per process). */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry, prefix: 'portal_' });
}

/**
 * One call to a national system: which system, and how it ended. `ok` is a 2xx/3xx answer, `refused` a
 * 4xx (the system said no: an unknown person, a bad code), `unavailable` a 5xx, a timeout, a network
 * error or an answer that is not JSON.
 */
export type CallOutcome = 'ok' | 'refused' | 'unavailable';

export const nationalSystemCalls = new Histogram({
  name: 'portal_national_system_call_duration_seconds',
  help: 'Calls from the API to a national system, by system and outcome (ok, refused, unavailable)',
  labelNames: ['system', 'outcome'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});
