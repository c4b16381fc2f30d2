import http from 'node:http';
import net from 'node:net';

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP call with Node's own client: the same in every test environment (happy-dom's fetch applies a
 * browser's CORS rules, which the simulator's developer routes do not answer). Redirects are not followed.
 */
export function httpCall(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let text = '';
        // A connection reset in the middle of the answer fails the call (not the process).
        response.on('error', reject);
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A JSON call with {@link httpCall}; throws on an answer that is not 2xx. */
export async function httpJson<T>(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const answer = await httpCall(url, options);
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${options.method ?? 'GET'} ${url}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return JSON.parse(answer.text) as T;
}
