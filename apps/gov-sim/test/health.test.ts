import { describe, expect, it } from 'vitest';
import { useSimulator } from './support';

describe('GET /health', () => {
  const app = useSimulator();

  it('answers ok with the simulated systems and the population', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      systems: [
        'person-registry',
        'interior-ministry',
        'courts',
        'disability-register',
        'social-protection',
        'signature-server',
        'signing-client',
        'one-id',
        'mobile-id',
        'sms-gateway',
        'tax-registry',
        'payme',
        'post',
        'document-exchange',
      ],
      seed: 'portal-demo',
      population: 5000,
    });
  });

  it('keeps a well-formed x-request-id and replaces another', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'trace-12345' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-12345');
    const replaced = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a b' } });
    expect(replaced.headers['x-request-id']).not.toBe('a b');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-system/x?y=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'No route GET /no-such-system/x' });
  });
});
