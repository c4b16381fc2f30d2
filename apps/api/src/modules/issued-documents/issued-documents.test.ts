import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, getIn } from '../../../test/helpers/test-app';
import { issuedDocuments } from '../../db/schema';
import { registerIssuedDocument, revokeIssuedDocuments } from './registry';

const ctx = useTestApp();
const get = (url: string, lang?: string) => getIn(ctx, url, lang);

const ORDER = {
  kind: 'ORDER',
  number: '2026/000123',
  issuedOn: '2026-11-02',
  holderName: 'Karimov Jasur Bahodirovich',
  issuer: {
    lt: '“Adolat” advokatlik firmasi',
    uz: null,
    ru: 'Адвокатская фирма «Адолат»',
    eng: 'Adolat law firm',
  },
  facts: [
    {
      key: 'region',
      value: { lt: 'Samarqand viloyati', uz: null, ru: 'Самаркандская область', eng: 'Samarkand region' },
    },
    { key: 'orderDate', value: '2026-11-02', format: 'date' as const },
  ],
  sourceType: 'orders',
  sourceId: 42,
};

describe('issued-documents registry and check-service-doc', () => {
  it('registers a document inside the caller’s transaction with an unguessable id and shows its facts per language', async () => {
    const { publicId } = await ctx.db.transaction((tx) => registerIssuedDocument(tx, ORDER));
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const ru = (await get(`getInfo/checkServiceDoc/${publicId}`, 'ru')).json();
    expect(ru).toMatchObject({
      publicId,
      kind: 'ORDER',
      number: '2026/000123',
      status: 'VALID',
      holderName: 'Karimov Jasur Bahodirovich',
      issuer: 'Адвокатская фирма «Адолат»',
    });
    expect(ru.facts).toContainEqual({ key: 'region', value: 'Самаркандская область', format: 'text' });
    expect(ru.facts).toContainEqual({ key: 'orderDate', value: '2026-11-02', format: 'date' });
    const uz = (await get(`getInfo/checkServiceDoc/${publicId}`, 'uz')).json();
    expect(uz.facts[0].value).toBe('Самарқанд вилояти');
  });

  it('registers nothing when the issuing transaction rolls back', async () => {
    let id = '';
    await ctx.db
      .transaction(async (tx) => {
        id = (await registerIssuedDocument(tx, { ...ORDER, sourceId: 43 })).publicId;
        throw new Error('the order failed');
      })
      .catch(() => undefined);
    expect((await get(`getInfo/checkServiceDoc/${id}`)).statusCode).toBe(404);
  });

  it('shows a revoked document as revoked, with the reason', async () => {
    const { publicId } = await registerIssuedDocument(ctx.db, { ...ORDER, sourceId: 44 });
    expect(
      await revokeIssuedDocuments(
        ctx.db,
        { sourceType: 'orders', sourceId: 44, kind: 'ORDER' },
        'Order cancelled',
        new Date('2026-11-20T08:30:00Z'),
      ),
    ).toBe(1);
    const body = (await get(`getInfo/checkServiceDoc/${publicId}`)).json();
    expect(body).toMatchObject({ status: 'REVOKED', revokedReason: 'Order cancelled' });
    const [row] = await ctx.db.select().from(issuedDocuments).where(eq(issuedDocuments.publicId, publicId));
    expect(row!.revokedAt).toEqual(new Date('2026-11-20T08:30:00Z'));
  });

  it('answers a clear 404 for a missing id and a 400 for a malformed one', async () => {
    const missing = await get('getInfo/checkServiceDoc/AAAAAAAAAAAAAAAAAAAAAA', 'eng');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const bad of [
      'short',
      encodeURIComponent("x' or '1'='1"),
      encodeURIComponent('<script>'),
      'a'.repeat(100),
    ]) {
      expect((await get(`getInfo/checkServiceDoc/${bad}`)).statusCode, bad).toBe(400);
    }
  });
});
