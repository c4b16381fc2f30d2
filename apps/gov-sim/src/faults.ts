/**
 * Fault modes of the simulated systems, so that the portal's behaviour when a national system misbehaves
 * can be shown and tested against the real simulator process:
 * - `ok`: answers as usual;
 * - `slow`: every answer of the system is held back `delayMs` (longer than the API's timeout by default);
 * - `down`: every call answers 503 SYSTEM_DOWN (the adapters treat it like a refused connection).
 *
 * Set at start with GOV_SIM_FAULTS (`disability-register=down,social-protection=slow`) or while running
 * with `PUT /faults/{system} {mode, delayMs?}`; `GET /faults` lists the modes in force. The simulator is a
 * development and test tool on loopback: these calls need no credentials.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput, SimulatorError } from './errors';

export const FAULT_MODES = ['ok', 'slow', 'down'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** How long a `slow` system holds each answer when no delay is given: beyond the API's 10 s timeout. */
export const DEFAULT_SLOW_DELAY_MS = 15_000;

export interface Fault {
  mode: FaultMode;
  delayMs: number;
}

/** The systems' fault modes, by system id; a system not listed is `ok`. */
export type FaultTable = Map<string, Fault>;

/** Parses GOV_SIM_FAULTS: `id=mode` pairs separated by commas (`slow` may be `slow:3000`). */
export function parseFaults(text: string | undefined, systemIds: readonly string[]): FaultTable {
  const table: FaultTable = new Map();
  for (const pair of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([a-z-]+)=(ok|down|slow)(?::(\d{1,6}))?$/.exec(pair);
    if (!m || !systemIds.includes(m[1]!))
      throw new Error(`GOV_SIM_FAULTS: "${pair}" is not <system>=ok|down|slow[:ms] of a known system`);
    table.set(m[1]!, { mode: m[2] as FaultMode, delayMs: m[3] ? Number(m[3]) : DEFAULT_SLOW_DELAY_MS });
  }
  return table;
}

const faultBody = z.object({
  mode: z.enum(FAULT_MODES),
  delayMs: z.coerce.number().int().min(0).max(600_000).optional(),
});

/**
 * Applies the fault table to every system mounted under its prefix (an onRequest hook, before the
 * system's own routes), and serves `GET /faults` and `PUT /faults/:system`.
 */
export function registerFaults(
  app: FastifyInstance,
  table: FaultTable,
  systems: readonly { id: string; prefix: string }[],
): void {
  const systemOf = (url: string) =>
    systems.find((s) => url === s.prefix || url.startsWith(`${s.prefix}/`) || url.startsWith(`${s.prefix}?`));

  app.addHook('onRequest', async (request) => {
    const system = systemOf(request.url);
    const fault = system && table.get(system.id);
    if (!fault || fault.mode === 'ok') return;
    if (fault.mode === 'down')
      throw new SimulatorError(503, 'SYSTEM_DOWN', `${system.id} is down (simulated fault)`);
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  });

  app.get('/faults', async () => ({
    list: systems.map((s) => ({ system: s.id, ...(table.get(s.id) ?? { mode: 'ok', delayMs: 0 }) })),
  }));

  app.put('/faults/:system', async (request) => {
    const { system } = request.params as { system: string };
    if (!systems.some((s) => s.id === system))
      throw new SimulatorError(404, 'SYSTEM_NOT_FOUND', `No simulated system ${system}`);
    const { mode, delayMs } = parseInput(faultBody, request.body ?? {});
    if (mode === 'ok') table.delete(system);
    else table.set(system, { mode, delayMs: delayMs ?? DEFAULT_SLOW_DELAY_MS });
    return { system, mode, delayMs: mode === 'slow' ? (delayMs ?? DEFAULT_SLOW_DELAY_MS) : 0 };
  });
}
