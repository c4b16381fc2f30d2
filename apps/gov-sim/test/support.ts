import type { FastifyInstance } from 'fastify';
import { buildSimulator } from '../src/app';
import type { SimulatorConfig } from '../src/config';
import { loadConfig } from '../src/config';

/**
 * A simulator with the default configuration (silent logs, no signing-client WebSocket), changed by
 * `overrides`; not listening.
 */
export function testSimulator(overrides: Partial<SimulatorConfig> = {}): FastifyInstance {
  const defaults = loadConfig({ GOV_SIM_SIGNING_CLIENT_PORT: 'off' });
  return buildSimulator({ ...defaults, logLevel: 'silent', ...overrides });
}

/** Sends one message to a signing client's WebSocket and answers its reply (as a browser page of `origin` would). */
export async function callSigningClient(
  url: string,
  message: unknown,
  origin?: string,
): Promise<Record<string, unknown>> {
  const { WebSocket } = await import('ws');
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('no reply from the signing client'));
    }, 10_000);
    socket.on('open', () => socket.send(typeof message === 'string' ? message : JSON.stringify(message)));
    socket.on('message', (data) => {
      clearTimeout(timer);
      socket.close();
      resolve(JSON.parse(String(data)) as Record<string, unknown>);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
