import { createPopulation } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import { useSimulator } from './support';

const population = createPopulation();
const lawyer = population.persona('lawyer');
const notEnrolled = population.persona('no-mobile-id');
const BASIC = `Basic ${Buffer.from('legal-aid-portal:dev-sms-password').toString('base64')}`;

describe('mobile-ID subscriber register', () => {
  const app = useSimulator();

  it('answers the enrolled phone of a person', async () => {
    const res = await app.inject({ url: `/mobile-id/subscribers/${lawyer.pinfl}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pinfl: lawyer.pinfl, phone: lawyer.phone, status: 'ACTIVE' });
  });

  it('answers 404 NOT_ENROLLED for a person not enrolled and for an unknown pinfl, 400 for a malformed one', async () => {
    for (const pinfl of [notEnrolled.pinfl, '31403850000000']) {
      const res = await app.inject({ url: `/mobile-id/subscribers/${pinfl}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_ENROLLED' });
    }
    expect((await app.inject({ url: '/mobile-id/subscribers/123' })).statusCode).toBe(400);
  });
});

describe('SMS gateway', () => {
  const app = useSimulator();
  const send = (payload: object, authorization = BASIC) =>
    app.inject({ method: 'POST', url: '/sms-gateway/api/send', headers: { authorization }, payload });

  it('accepts a message and keeps it in the inbox: the last code of a phone', async () => {
    const first = await send({ recipient: lawyer.phone, text: 'Kirish kodi: 111111', reference: 'a' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'ACCEPTED' });
    await send({ recipient: lawyer.phone, text: 'Kirish kodi: 654321. Hech kimga bermang.' });
    const last = await app.inject({
      url: `/sms-gateway/inbox/last?phone=${encodeURIComponent(lawyer.phone)}`,
    });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ recipient: lawyer.phone, code: '654321' });

    const page = await app.inject({ url: '/sms-gateway/inbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('654321');
  });

  it('refuses wrong credentials and bad messages, and escapes texts on the page', async () => {
    expect((await send({ recipient: lawyer.phone, text: 'x' }, 'Basic Zm9vOmJhcg==')).statusCode).toBe(401);
    expect((await send({ recipient: lawyer.phone, text: 'x' }, '')).statusCode).toBe(401);
    const badPhone = await send({ recipient: '998901234567', text: 'x' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({ field: 'recipient' });
    expect((await send({ recipient: lawyer.phone, text: '' })).statusCode).toBe(400);
    await send({ recipient: '+998900000001', text: '<script>alert(1)</script> 123456' });
    const page = await app.inject({ url: '/sms-gateway/inbox' });
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;');
  });

  it('answers 404 when nothing was sent to the phone', async () => {
    const res = await app.inject({ url: '/sms-gateway/inbox/last?phone=%2B998999999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NO_MESSAGE' });
  });
});
