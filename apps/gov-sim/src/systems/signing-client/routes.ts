import { isKeyCardExpired } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { KEY_CARD_PASSWORD, testPkiFor } from '../e-signature-pki/test-pki';
import { SigningClientProtocol } from './protocol';
import { type RunningSigningClient, SIGNING_CLIENT_PATH, startSigningClient } from './server';

/**
 * The e-signature client that runs on a user's computer, simulated: a WebSocket server on its own port
 * (GOV_SIM_SIGNING_CLIENT_PORT, default 64646, path /service/cryptapi) holding the demo personas' key
 * cards, started with the simulator (`ready`) and stopped with it. When that port is taken (another
 * simulator, or a real signing client on this computer) it logs an error and the other systems run on. Its HTTP routes are for developers and
 * tests only:
 * - `GET /signing-client` -> `{url, version, listening}`;
 * - `GET /signing-client/key-cards` -> every key card with its owner persona, kind, fields and password.
 */
export const signingClientRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  const { config } = context;
  const pki = await testPkiFor(context.population);
  const protocol = new SigningClientProtocol({
    keyCards: pki.keyCards,
    version: config.eSignature.signingClientVersion,
    apiKeys: config.eSignature.signingClientApiKeys,
  });
  let running: RunningSigningClient | null = null;

  app.addHook('onReady', async () => {
    const port = config.eSignature.signingClientPort;
    if (port === null || running) return;
    try {
      running = await startSigningClient({ host: config.host, port, protocol, log: app.log });
      app.log.info(`signing client listening at ${running.url}`);
    } catch (error) {
      // Another simulator (or a real signing client) holds the port: the other systems still run.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      app.log.error(`signing client not started: port ${port} is in use (set GOV_SIM_SIGNING_CLIENT_PORT)`);
    }
  });
  app.addHook('onClose', async () => {
    await running?.close();
    running = null;
  });

  app.get('/', async () => ({
    url: running?.url ?? null,
    path: SIGNING_CLIENT_PATH,
    version: config.eSignature.signingClientVersion,
    listening: running !== null,
  }));

  app.get('/key-cards', async () => {
    const now = new Date();
    return {
      password: KEY_CARD_PASSWORD,
      list: pki.keyCards.map((c) => ({
        id: c.id,
        persona: c.persona,
        kind: c.kind,
        disk: c.disk,
        path: c.path,
        name: c.name,
        alias: c.alias,
        cn: c.cn,
        pinfl: c.pinfl,
        tin: c.tin,
        serialNumber: c.serialNumber,
        validFrom: c.validFrom.toISOString(),
        validTo: c.validTo.toISOString(),
        expired: isKeyCardExpired(c, now),
        trusted: c.kind !== 'untrusted',
      })),
    };
  });
};
