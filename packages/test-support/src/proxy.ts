import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, httpCall } from './net';
import { waitFor } from './wait';

/** Whether `program` is on the PATH. */
function installed(program: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure Debian's `pkg` (which provides `program`) is installed: installs it with apt-get when it is
 * missing (root, as on the developers' and CI's machines), refreshing the package lists once if needed.
 */
export function ensureDebianPackage(pkg: string, program = pkg): void {
  if (installed(program)) return;
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'ignore' });
    install();
  }
  if (!installed(program)) throw new Error(`${program} is still missing after apt-get install ${pkg}`);
}

/** One instance behind the proxy: its name (in `x-served-by`) and address (http://127.0.0.1:port). */
export interface Backend {
  name: string;
  url: string;
}

/** HAProxy running in front of the instances. */
export interface RunningProxy {
  /** The address clients call. */
  url: string;
  /** HAProxy's view of each instance: `UP`, `DOWN`, `MAINT`, `no check`… (its statistics page). */
  states(): Promise<Record<string, string>>;
  /** HAProxy's configuration file as written. */
  config: string;
  /** HAProxy's process id (a benchmark counts its CPU). */
  pid: number;
  stop(): Promise<void>;
}

export interface ProxyOptions {
  /** Path HAProxy asks each instance every `checkIntervalMs` (2xx: takes requests). */
  checkPath: string;
  /** How often it asks; an instance is out after 2 failed checks in a row and back after 2 good ones. */
  checkIntervalMs?: number;
  /**
   * Keep connections to the instances open and reuse them between requests (`http-reuse safe`), as a
   * steady production load is served; the default opens one per request (below), for failover tests.
   */
  reuseConnections?: boolean;
}

/**
 * Starts Debian's HAProxy (installed when missing) on a free loopback port in front of `backends`, as the
 * deployment's load balancer: round robin, an active health check of `checkPath` on each instance, a
 * request whose connection to an instance fails is sent to another one (`retries` with `redispatch`;
 * nothing was sent, so a POST is safe to send again), and every request on a connection of its own to
 * the instance (`http-server-close`), so an instance that stops listening is never handed a request on a
 * connection it is closing. Each answer says which instance gave it (`x-served-by`).
 */
export async function startHaproxy(backends: Backend[], options: ProxyOptions): Promise<RunningProxy> {
  ensureDebianPackage('haproxy');
  const port = await freePort();
  const statsPort = await freePort();
  const inter = options.checkIntervalMs ?? 500;
  const servers = backends.map((b) => {
    const { hostname, port: p } = new URL(b.url);
    return `  server ${b.name} ${hostname}:${p} check inter ${inter} fall 2 rise 2`;
  });
  const config = [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A health check may take this long on a busy machine before it counts as failed.
    '  timeout check 3s',
    '  retries 3',
    '  option redispatch 1',
    options.reuseConnections ? '  http-reuse safe' : '  option http-server-close',
    `frontend portal`,
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    `frontend stats`,
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    'backend api',
    '  balance roundrobin',
    `  option httpchk GET ${options.checkPath}`,
    '  http-check expect status 200',
    '  http-response set-header x-served-by %s',
    ...servers,
    '',
  ].join('\n');
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  execFileSync('haproxy', ['-c', '-q', '-f', file]);
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const states = async () => {
    const csv = (
      await httpCall(`http://127.0.0.1:${statsPort}/stats;csv`).catch((error: Error) => {
        throw new Error(`haproxy statistics: ${error.message}\n${output}`);
      })
    ).text;
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header!.split(',');
    const at = (name: string) => columns.indexOf(name);
    const result: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[at('pxname')] === 'api' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]!))
        result[cells[at('svname')]!] = cells[at('status')]!;
    }
    return result;
  };
  const up = await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    return (await httpCall(`http://127.0.0.1:${statsPort}/stats;csv`).catch(() => null)) !== null;
  }, 10_000);
  if (!up) throw new Error(`haproxy did not start:\n${output}`);
  return {
    url,
    states,
    config,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
