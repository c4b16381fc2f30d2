import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStack } from './api';
import { httpCall } from './net';
import { signIn } from './sign-in';

describe('the stack for tests', () => {
  it('starts gov-sim and the API with its own throw-away database, signs a persona in, and stops leaving no data', async () => {
    const stack = await startStack({
      env: { NODE_ENV: 'test', SEED: 'reference', WEB_DIST_DIR: '/nonexistent' },
    });
    try {
      expect(JSON.parse((await httpCall(`${stack.url}/api/health`)).text)).toMatchObject({
        status: 'ok',
        database: 'up',
      });
      const signedIn = await signIn({ apiUrl: stack.url, govSimUrl: stack.govSim.url }, 'user');
      const current = await httpCall(`${stack.url}/api/v.1/account/current`, { headers: signedIn.headers });
      expect(current.status).toBe(200);
      const anonymous = await httpCall(`${stack.url}/api/v.1/account/current`);
      expect(anonymous.status).toBe(401);
      // A throw-away database: PostgreSQL's record of the options it runs with.
      const options = readFileSync(path.join(stack.dataDir, 'postmaster.opts'), 'utf8');
      expect(options).toMatch(/fsync=off/);
      expect(options).toMatch(/synchronous_commit=off/);
    } finally {
      await stack.stop();
    }
    expect(stack.api.child.exitCode).toBe(0);
    expect(existsSync(stack.dataDir)).toBe(false);
  }, 180_000);
});
