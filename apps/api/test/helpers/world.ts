/**
 * The one start of an HTTP test with people in it: gov-sim (withGovSim), the app on the file's own database
 * (useTestApp with legalAidEnv) and a world of signed-in personas built once before the file's tests.
 *
 *   const { sim, ctx, w, call, ok } = useWorld(buildWorld);   // the legal-aid world (legal-aid-world.ts)
 *   beforeAll(async () => { ...more of this file's own setup, reading w... });
 *
 * `w` is filled in by the world's beforeAll (read it inside tests and later hooks, never at the top of the
 * file). `call` is callApi on this app; `ok` makes a call that must answer 200 and gives its body.
 */
import { withGovSim } from '@portal/test-support/vitest';
import { beforeAll, expect } from 'vitest';
import type { Clock } from '../../src/clock';
import { callApi, type Json, legalAidEnv, type Member } from './legal-aid-world';
import { type TestContext, useTestApp } from './test-app';

export interface WorldOptions {
  /** gov-sim's own configuration (withGovSim options: then the file starts its own simulator). */
  sim?: Parameters<typeof withGovSim>[0];
  /** The file starts a simulator of its own (it sets faults, which would reach the files sharing one). */
  ownSim?: boolean;
  /** More configuration variables for the app (after the simulator's and the files folder); a function is
   * read when the app is built. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Where the app's log goes (useTestApp `logStream`). */
  logStream?: { write: (line: string) => void };
  /** The app's clock (a manual one for rules that read the time). */
  clock?: Clock;
  /** How long building the world may take (60 s unless told; a world that seeds a data set needs more). */
  buildTimeoutMs?: number;
}

export function useWorld<W extends object>(
  build: (ctx: TestContext) => Promise<W>,
  options: WorldOptions = {},
) {
  const sim = withGovSim(options.sim ?? (options.ownSim ? { env: {} } : {}));
  const env = () => (typeof options.env === 'function' ? options.env() : options.env);
  const ctx = useTestApp(() => ({ ...legalAidEnv(sim)(), ...env() }), options.logStream, {
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const w = {} as W;
  beforeAll(async () => {
    Object.assign(w, await build(ctx));
  }, options.buildTimeoutMs ?? 60_000);

  const call = (
    who: Member | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => callApi(ctx, who, method, url, payload, headers);

  const ok = async (who: Member, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Json> => {
    const res = await call(who, method, url, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };

  return { sim, ctx, w, call, ok };
}
