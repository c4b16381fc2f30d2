import { startGovSim } from '@portal/test-support';
import { describe, expect, it } from 'vitest';
import { callSigningClient } from './support';

describe('apps/gov-sim/src/main.ts as a process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves /health on GOV_SIM_PORT and exits with code 0 on %s',
    async (signal) => {
      const sim = await startGovSim();
      const { child } = sim;
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, sig) => resolve({ code, signal: sig })),
      );
      try {
        const health = (await (await fetch(`${sim.url}/health`)).json()) as unknown;
        expect(health, sim.output()).toMatchObject({
          status: 'ok',
          systems: expect.arrayContaining(['person-registry', 'signature-server', 'signing-client']),
        });
        // The signing client listens on its own port once the simulator answers.
        const signingClient = (await (await fetch(`${sim.url}/signing-client`)).json()) as { url: string };
        expect(await callSigningClient(signingClient.url, { name: 'version' })).toMatchObject({
          success: true,
        });
        child.kill(signal);
        expect(await exited, sim.output()).toEqual({ code: 0, signal: null });
      } finally {
        await sim.kill9();
      }
    },
    90_000,
  );
});
