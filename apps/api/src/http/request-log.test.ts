import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';

/** The log lines an app writes, parsed. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe('request log', () => {
  const apps: App[] = [];
  const drops: (() => Promise<void>)[] = [];
  /** The app with its own logger options, as production runs it, at `level`. */
  const build = async (level: string) => {
    const sink = logSink();
    const database = await createTestDatabase();
    drops.push(database.drop);
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: level });
    const app = await buildApp({ config, db: database.db, logStream: sink.stream });
    apps.push(app);
    return { app, lines: sink.lines };
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const drop of drops) await drop();
  });

  it('writes one line per answered request at info: method, URL, client, status and time', async () => {
    const { app, lines } = await build('info');
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/v.1/getInfo/lawyerList?search=karim&regionId=1',
    });
    expect(res.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/v.1/no/such/call' });
    const requestLines = lines.filter((l) => l.reqId !== undefined);
    expect(requestLines.map((l) => l.msg)).toEqual(['request completed', 'request completed']);
    expect(requestLines[0]).toMatchObject({
      reqId: res.headers['x-request-id'],
      req: {
        method: 'GET',
        url: '/api/v.1/getInfo/lawyerList?search=karim&regionId=1',
        remoteAddress: '127.0.0.1',
      },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]!.responseTime).toEqual(expect.any(Number));
    expect(requestLines[1]).toMatchObject({
      req: { url: '/api/v.1/no/such/call' },
      res: { statusCode: 404 },
    });
  });

  it('never writes a token or a cookie, even at trace', async () => {
    const { app, lines } = await build('trace');
    const token = 'Tk_secret_value_0123456789abcdef';
    await app.inject({
      method: 'GET',
      url: '/api/v.1/account/current',
      headers: { authorization: `Bearer ${token}`, cookie: `keyId=cookie_secret_42; session=${token}` },
    });
    const written = lines.map((l) => JSON.stringify(l)).join('\n');
    expect(lines.filter((l) => l.reqId !== undefined).length).toBeGreaterThan(0);
    expect(written).not.toContain(token);
    expect(written).not.toContain('cookie_secret_42');
  });

  it('adds the incoming request line at debug, for a request that never finishes', async () => {
    const { app, lines } = await build('debug');
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines.filter((l) => l.reqId !== undefined).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });
});
