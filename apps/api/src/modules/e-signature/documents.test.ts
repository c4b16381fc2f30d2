/**
 * verifySignedDocument, the piece later features (orders, checklists, reports, contracts) use: documents
 * signed through the real simulator's signing client as their canonical JSON, checked by its verification
 * server and by the portal's own reading, stored in `signatures`, refused with the right reason otherwise.
 */
import { canonicalJson } from '@portal/domain';
import { createPopulation } from '@portal/synthetic';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { signatures } from '../../db/schema';
import { withGovSim } from '@portal/test-support/vitest';
import { useTestApp } from '../../../test/helpers/test-app';
import { checkSignedDocument, verifySignedDocument } from './documents';
import { ESignatureRefusal } from './refusals';

const sim = withGovSim();
const ctx = useTestApp(sim.env);
const signing = () => ({ db: ctx.db, config: ctx.config, clock: systemClock });
const population = createPopulation();
const lawyer = population.persona('lawyer');
const director = population.persona('director');

const order = {
  number: '2026/000123',
  type: 'ELECTRONIC',
  protectedPerson: { pinfl: '40512856004129', name: 'Yoʻldosheva Gulnoza' },
  legalAidTypeId: 18,
  amount: 1.5,
};

function input(pkcs7: string, overrides: Partial<Parameters<typeof verifySignedDocument>[1]> = {}) {
  return {
    pkcs7,
    expectedContent: order,
    signerPinfl: lawyer.pinfl,
    document: { type: 'ORDER', id: 42 },
    userIp: '10.0.0.7',
    ...overrides,
  };
}

async function expectRefused(promise: Promise<unknown>, reason: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ESignatureRefusal);
  expect((error as ESignatureRefusal).reason).toBe(reason);
  expect((error as ESignatureRefusal).status).toBe(422);
}

describe('verifySignedDocument', () => {
  it('accepts a document signed as its canonical JSON and stores the signature beside it', async () => {
    const pkcs7 = await sim.sign('lawyer', canonicalJson(order));
    const before = Date.now();
    const result = await verifySignedDocument(signing(), input(pkcs7));
    expect(result).toMatchObject({
      signatureId: expect.any(Number),
      signerPinfl: lawyer.pinfl,
      certificateSerial: sim.card('lawyer').serialNumber,
    });
    expect(Math.abs(result.signingTime.getTime() - before)).toBeLessThan(60_000);
    const [row] = await ctx.db.select().from(signatures).where(eq(signatures.id, result.signatureId));
    expect(row).toMatchObject({
      documentType: 'ORDER',
      documentId: '42',
      signerPinfl: lawyer.pinfl,
      certificateSerial: sim.card('lawyer').serialNumber,
      certificateSubject: 'KARIMOV JASUR BAHODIROVICH',
      content: canonicalJson(order),
      pkcs7,
      verification: { status: 1 },
    });
    expect(row!.contentSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the same data built in another key order: both sides sign and check the canonical JSON', async () => {
    const reordered = {
      amount: 1.5,
      legalAidTypeId: 18,
      protectedPerson: { name: 'Yoʻldosheva Gulnoza', pinfl: '40512856004129' },
      type: 'ELECTRONIC',
      number: '2026/000123',
    };
    const pkcs7 = await sim.sign('lawyer', canonicalJson(reordered));
    await expect(verifySignedDocument(signing(), input(pkcs7))).resolves.toMatchObject({
      signerPinfl: lawyer.pinfl,
    });
  });

  it('refuses, storing nothing: other data signed, non-canonical JSON, another signer, untrusted CA, expired key, tampered, detached', async () => {
    const count = await ctx.db.$count(signatures);
    await expectRefused(
      verifySignedDocument(
        signing(),
        input(await sim.sign('lawyer', canonicalJson({ ...order, amount: 2 }))),
      ),
      'DOCUMENT_MISMATCH',
    );
    await expectRefused(
      verifySignedDocument(signing(), input(await sim.sign('lawyer', JSON.stringify(order, null, 2)))),
      'DOCUMENT_MISMATCH',
    );
    await expectRefused(
      verifySignedDocument(
        signing(),
        input(await sim.sign('lawyer', canonicalJson(order)), { signerPinfl: director.pinfl }),
      ),
      'PINFL_MISMATCH',
    );
    await expectRefused(
      verifySignedDocument(signing(), input(await sim.sign('lawyer-untrusted', canonicalJson(order)))),
      'UNTRUSTED_CA',
    );
    const intern = population.persona('intern');
    await expectRefused(
      verifySignedDocument(
        signing(),
        input(await sim.sign('intern-expired', canonicalJson(order)), { signerPinfl: intern.pinfl }),
      ),
      'KEY_EXPIRED',
    );
    const der = Buffer.from(await sim.sign('lawyer', canonicalJson(order)), 'base64');
    const at = der.indexOf(Buffer.from('2026/000123'));
    der.write('2026/999999', at);
    await expectRefused(verifySignedDocument(signing(), input(der.toString('base64'))), 'SIGNATURE_INVALID');
    await expectRefused(
      verifySignedDocument(
        signing(),
        input(await sim.sign('lawyer', canonicalJson(order), { detached: true })),
      ),
      'SIGNATURE_INVALID',
    );
    await expectRefused(verifySignedDocument(signing(), input('bm90IGEgc2lnbmF0dXJl')), 'SIGNATURE_INVALID');
    expect(await ctx.db.$count(signatures)).toBe(count);
  });

  it('refuses a signature made long before, or dated in the future', async () => {
    const pkcs7 = await sim.sign('lawyer', canonicalJson(order));
    const tomorrow = new Date(Date.now() + 25 * 3600_000);
    await expectRefused(checkSignedDocument(ctx, input(pkcs7), tomorrow), 'SIGNING_TIME_INVALID');
    const yesterday = new Date(Date.now() - 3600_000);
    await expectRefused(checkSignedDocument(ctx, input(pkcs7), yesterday), 'SIGNING_TIME_INVALID');
  });

  it('keeps stored signatures as they were signed: no update, no delete', async () => {
    await expect(
      ctx.db.execute(sql`UPDATE signatures SET signer_pinfl = '00000000000000'`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`DELETE FROM signatures`)).rejects.toThrow();
  });

  it('works inside the feature’s own transaction, which may still roll it back', async () => {
    const count = await ctx.db.$count(signatures);
    const pkcs7 = await sim.sign('lawyer', canonicalJson(order));
    await expect(
      ctx.db.transaction(async (tx) => {
        await verifySignedDocument(
          { db: tx as unknown as typeof ctx.db, config: ctx.config, clock: systemClock },
          input(pkcs7),
        );
        throw new Error('the feature’s transition failed');
      }),
    ).rejects.toThrow('the feature’s transition failed');
    expect(await ctx.db.$count(signatures)).toBe(count);
  });
});
