import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '@portal/test-support';
import { bundlePrograms } from '@portal/test-support/bundle';
import { MOBILE_ID_CODE_SECONDS } from './stack';

/**
 * Starts gov-sim and the API (its own embedded PostgreSQL in a temporary folder, the demo seed, the built
 * SPA) on free ports (packages/test-support), each from a bundle of its current sources made for this run
 * (bundlePrograms, as the unit and integration tests do: node runs one file instead of tsx transforming
 * the API's ~550); the returned function stops them and removes the data and the bundles.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined; // an already running portal was given
  const removeBundles = await bundlePrograms();
  const stack = await startStack({
    echo: process.env.E2E_SERVER_LOGS === '1' ? 'all' : 'stderr',
    env: (sim) => ({
      NODE_ENV: 'production',
      // Spec section 5's exempt PINFL: the holder of the second expired demo key (the first stays not choosable).
      ESIGN_EXPIRED_KEY_EXEMPT_PINFL: sim.card('no-mobile-id-expired').pinfl,
      GOV_SIM_PORT: new URL(sim.url).port,
      SEED: process.env.E2E_SEED ?? 'demo',
      LOG_LEVEL: 'warn',
      MOBILE_ID_OTP_TTL_SECONDS: String(MOBILE_ID_CODE_SECONDS),
      // A tile server as a ministry would configure one; its name never resolves, so a test answers its
      // tiles itself or lets them fail (announcement-map.spec.ts).
      MAP_TILES_URL: 'https://{s}.tiles.map.test/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© Test tiles',
      // The expired-code test moves the API's clock for its own calls only (identity-sign-in.spec.ts).
      TEST_CLOCK_OFFSET_HEADER: 'true',
    }),
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_GOV_SIM_URL = stack.govSim.url;
  process.env.E2E_SIGNING_CLIENT_URL = stack.govSim.signingClientUrl;
  // The personas' shared sign-ins of this run (sessions.ts).
  const authDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-auth-'));
  process.env.E2E_AUTH_DIR = authDir;
  return async () => {
    await stack.stop();
    removeBundles();
    rmSync(authDir, { recursive: true, force: true });
  };
}
