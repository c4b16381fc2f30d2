/**
 * The signing client's WebSocket endpoint, `ws://<host>:<port>/service/cryptapi`, on its own port as on a
 * user's computer. Each text message gets one reply (SigningClientProtocol).
 *
 * For trying the "install a newer version" message, a connection may ask to report another version with
 * `?version=3.30` on its URL (the simulator only; the real client has no such thing).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import type { SigningClientProtocol } from './protocol';

export const SIGNING_CLIENT_PATH = '/service/cryptapi';

/** Largest message accepted (a document to sign, base64). */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

export interface RunningSigningClient {
  port: number;
  url: string;
  close(): Promise<void>;
}

function versionOverride(url: string | undefined): { major: number; minor: number } | undefined {
  const value = new URL(url ?? '/', 'ws://localhost').searchParams.get('version');
  const m = value ? /^(\d{1,3})\.(\d{1,3})$/.exec(value) : null;
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : undefined;
}

export async function startSigningClient(options: {
  host: string;
  port: number;
  protocol: SigningClientProtocol;
  log: FastifyBaseLogger;
}): Promise<RunningSigningClient> {
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`The signing client speaks WebSocket at ${SIGNING_CLIENT_PATH}\n`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // The WebSocket server joins the HTTP server once it listens (a busy port is then the caller's error).
  const wss = new WebSocketServer({ server, path: SIGNING_CLIENT_PATH, maxPayload: MAX_MESSAGE_BYTES });
  wss.on('error', (error) => options.log.error({ err: error }, 'signing client failed'));
  wss.on('connection', (socket, request) => {
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    const version = versionOverride(request.url);
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        socket.send(JSON.stringify({ success: false, reason: 'Text messages only' }));
        return;
      }
      const text = Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.concat(data as Buffer[]).toString('utf8');
      options.protocol
        .handle(text, origin, version)
        .then((reply) => socket.send(JSON.stringify(reply)))
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'signing client failed');
          socket.send(JSON.stringify({ success: false, reason: 'Internal error of the signing client' }));
        });
    });
    socket.on('error', () => socket.terminate());
  });

  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `ws://${options.host}:${port}${SIGNING_CLIENT_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => server.close(() => resolve()));
      }),
  };
}
