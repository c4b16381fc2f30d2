/**
 * The inter-agency document exchange (packages/integrations/src/document-exchange.ts): registers a letter,
 * answers its receipt and then its response as the simulator's clock passes, or at once on `advance`.
 */
import {
  exchangeLetterStateSchema,
  exchangeOrganizationListSchema,
  exchangeRegistrationSchema,
} from '@portal/integrations';
import { describe, expect, it } from 'vitest';
import { useSimulator } from './support';

let now = Date.UTC(2026, 10, 20, 9, 0, 0);
const app = useSimulator({}, { now: () => now });

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
const letter = (recipientId = 'EIJRO-0001') => ({
  recipientId,
  sender: { name: '"Poytaxt" advokatlik firmasi', inn: '301234567' },
  outgoingNumber: 'CHQ-2026-000001',
  outgoingDate: '2026-11-20',
  subject: 'Maʼlumot soʻrovi',
  dueDate: '2026-12-05',
  documents: [{ kind: 'MAIN', name: 'xat.pdf', contentBase64: pdf }],
});
const register = async (body: unknown) =>
  app.inject({ method: 'POST', url: '/document-exchange/letters', payload: body as object });
const state = async (id: string) =>
  exchangeLetterStateSchema.parse(
    (await app.inject({ method: 'GET', url: `/document-exchange/letters/${id}` })).json(),
  );

describe('document exchange', () => {
  it('lists the bodies of each network and the mail regions', async () => {
    const eijro = exchangeOrganizationListSchema.parse(
      (await app.inject({ method: 'GET', url: '/document-exchange/organizations?network=EIJRO' })).json(),
    );
    expect(eijro.list.length).toBeGreaterThan(2);
    expect(eijro.list.every((o) => o.network === 'EIJRO')).toBe(true);
    const regions = (await app.inject({ method: 'GET', url: '/document-exchange/mail-regions' })).json();
    expect(regions.list).toHaveLength(14);
  });

  it('registers a letter, delivers it after the receipt delay and answers it after the answer delay', async () => {
    const res = await register(letter());
    expect(res.statusCode).toBe(200);
    const { exchangeId, registrationNumber } = exchangeRegistrationSchema.parse(res.json());
    expect(registrationNumber).toMatch(/^EIJRO-2026-\d{6}$/);
    expect(await state(exchangeId)).toMatchObject({ state: 'REGISTERED', receipt: null, response: null });
    now += 10_000;
    expect(await state(exchangeId)).toMatchObject({ state: 'DELIVERED', response: null });
    now += 120_000;
    const answered = await state(exchangeId);
    expect(answered.state).toBe('ANSWERED');
    expect(Buffer.from(answered.response!.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // the same response every time it is asked
    expect((await state(exchangeId)).response!.number).toBe(answered.response!.number);
  });

  it('answers at once when a test advances the letter, without waiting', async () => {
    const { exchangeId } = (await register(letter('SEDO-1718'))).json();
    const res = await app.inject({
      method: 'POST',
      url: `/document-exchange/letters/${exchangeId}/advance`,
      payload: { to: 'ANSWERED' },
    });
    expect(res.json()).toMatchObject({
      state: 'ANSWERED',
      receipt: { receivedBy: 'Samarqand viloyat sudi' },
    });
  });

  it('refuses an unknown body (404) and a letter without documents (400); an unknown letter is 404', async () => {
    expect((await register(letter('EIJRO-9999'))).json()).toMatchObject({ code: 'RECIPIENT_NOT_FOUND' });
    expect((await register({ ...letter(), documents: [] })).statusCode).toBe(400);
    const missing = await app.inject({ method: 'GET', url: '/document-exchange/letters/nope-1' });
    expect(missing.statusCode).toBe(404);
  });

  it('is down when its fault mode says so', async () => {
    await app.inject({ method: 'PUT', url: '/faults/document-exchange', payload: { mode: 'down' } });
    expect((await register(letter())).statusCode).toBe(503);
    await app.inject({ method: 'PUT', url: '/faults/document-exchange', payload: { mode: 'ok' } });
    expect((await register(letter())).statusCode).toBe(200);
  });
});
