/**
 * What the API refuses on expertise requests, each with a message in the caller's language (lt, uz, ru,
 * eng) and nothing stored: a lawyer asking on an order that is not theirs, another lawyer's request, an
 * action that is not one of the research type's, a file of the wrong kind or too large, a step taken by
 * the wrong position or by an expert who did not take the request.
 */
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/contracts';
import { expertiseFiles, expertiseRequests, files, statusHistory } from '../../src/db/schema';
import { resolveParams } from '../../src/i18n/localized-params';
import { translate } from '../../src/i18n/translate';
import { buildExpertiseWorld, expertiseSteps, requestFields } from '../helpers/expertise-world';
import { type Member, type MultipartFile, pdfBytes, postForm } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { ctx, w, call } = useWorld(buildExpertiseWorld);
let s: ReturnType<typeof expertiseSteps>;
beforeAll(() => {
  s = expertiseSteps(ctx, w);
});

/** How many rows the refusals could have written. */
const stored = async () => ({
  requests: (await ctx.db.select({ n: count() }).from(expertiseRequests))[0]!.n,
  files: (await ctx.db.select({ n: count() }).from(files))[0]!.n,
  expertiseFiles: (await ctx.db.select({ n: count() }).from(expertiseFiles))[0]!.n,
  history: (await ctx.db.select({ n: count() }).from(statusHistory))[0]!.n,
});

/**
 * `attempt` in each language refuses with `status` and the text of `key` in that language, and changes
 * nothing the refusals could write.
 */
async function refusedInEveryLanguage(
  attempt: (headers: Record<string, string>) => Promise<{ status: number; body: { message: string } }>,
  status: number,
  key: string,
  params: Record<string, unknown> = {},
) {
  const before = await stored();
  for (const lang of LANGUAGES) {
    const res = await attempt({ 'accept-language': lang });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.message).toBe(translate(lang, key, resolveParams(lang, params)));
  }
  expect(await stored()).toEqual(before);
}

/** The lawyer's form with one file under `files`, in `lang`. */
const upload = (who: Member, file: Omit<MultipartFile, 'field'>, lang = 'eng') =>
  postForm(ctx, who, 'expertise/create', requestFields(w), { field: 'files', ...file }, lang);

describe('the lawyer’s form', () => {
  it('refuses an order the lawyer does not hold', async () => {
    await refusedInEveryLanguage(
      (headers) =>
        call(w.stranger, 'POST', 'expertise/create', { ...requestFields(w), actionIds: [1] }, headers),
      404,
      'expertise:error.orderNotFound',
    );
  });

  it('refuses an order not yet signed', async () => {
    await refusedInEveryLanguage(
      (headers) =>
        call(
          w.colleague,
          'POST',
          'expertise/create',
          { ...requestFields(w), orderId: w.draftOrderId, actionIds: [1] },
          headers,
        ),
      422,
      'expertise:error.orderNotSigned',
    );
  });

  it.each([
    ['organizationId', 'expertise:error.organizationNotFound'],
    ['researchTypeId', 'expertise:error.researchTypeNotFound'],
  ])('refuses an unknown %s, naming the field', async (field, key) => {
    const fields = { ...requestFields(w), [field]: 999_999, actionIds: [1] };
    await refusedInEveryLanguage(
      (headers) => call(w.colleague, 'POST', 'expertise/create', fields, headers),
      400,
      key,
    );
    const res = await call(w.colleague, 'POST', 'expertise/create', fields);
    expect(res.body.field).toBe(field);
  });

  it('refuses an action that is not one of the research type’s, naming it', async () => {
    for (const lang of LANGUAGES) {
      const before = await stored();
      const res = await call(
        w.colleague,
        'POST',
        'expertise/create',
        { ...requestFields(w), actionIds: [1, 5] },
        { 'accept-language': lang },
      );
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('actionIds');
      const action = {
        lt: 'Oʻqotar qurolni tadqiq qilish',
        ru: 'Исследование огнестрельного оружия',
        eng: 'Examination of a firearm',
      };
      if (lang !== 'uz') expect(res.body.message).toContain(action[lang]);
      expect(res.body.message).not.toBe('');
      expect(await stored()).toEqual(before);
    }
  });

  it('refuses a file that is not a PDF, JPEG or PNG, and one larger than 10 MB', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200, 1)]);
    await refusedInEveryLanguage(
      (headers) =>
        upload(
          w.colleague,
          { name: 'scan.gif', type: 'image/gif', content: gif },
          headers['accept-language'],
        ),
      415,
      'errors:validation.fileTypeNotAllowed',
    );
    await refusedInEveryLanguage(
      (headers) =>
        upload(
          w.colleague,
          { name: 'big.pdf', type: 'application/pdf', content: pdfBytes(10 * 1024 * 1024 + 10) },
          headers['accept-language'],
        ),
      413,
      'errors:validation.fileTooLarge',
      { max: 10 },
    );
  });

  it('stores the materials of an accepted form', async () => {
    const res = await upload(w.colleague, {
      name: 'contract.pdf',
      type: 'application/pdf',
      content: pdfBytes(900),
    });
    expect(res.status).toBe(200);
    expect(res.body.materials).toMatchObject([{ name: 'contract.pdf' }]);
  });
});

describe('another lawyer and the wrong staff', () => {
  it('answers another lawyer 404 for a request, its invoice and its petition, as for a missing one', async () => {
    const id = await s.send();
    for (const lang of LANGUAGES) {
      const headers = { 'accept-language': lang };
      const read = await call(w.stranger, 'GET', `expertise/${id}`, undefined, headers);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe(translate(lang, 'errors:NOT_FOUND'));
    }
    const before = await stored();
    expect((await call(w.stranger, 'POST', 'expertise/send', { id })).status).toBe(404);
    expect((await call(w.stranger, 'GET', `expertise/get-invois/${id}`)).status).toBe(404);
    expect((await call(w.stranger, 'POST', 'expertise/payment', { id })).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('refuses a step by the wrong position, naming the position', async () => {
    const id = await s.send();
    await s.step(w.experts[0]!, id, 'TAKE');
    await s.step(w.experts[0]!, id, 'SEND_FOR_APPROVAL');
    await refusedInEveryLanguage(
      (headers) => call(w.experts[0]!, 'POST', 'expertise/step', { id, event: 'APPROVE' }, headers),
      409,
      'expertise:error.notForPosition',
      { position: { $t: 'expertise:position.EXPERT' } },
    );
    await refusedInEveryLanguage(
      (headers) => call(w.deputy, 'POST', 'expertise/step', { id, event: 'APPROVE' }, headers),
      409,
      'expertise:error.notForPosition',
      { position: { $t: 'expertise:position.DEPUTY_DIRECTOR' } },
    );
    // an expert of the centre who did not take it, and the branch's expert (404: not their organization's)
    await refusedInEveryLanguage(
      (headers) =>
        call(w.experts[1]!, 'POST', 'expertise/step', { id, event: 'RETURN', reason: 'x' }, headers),
      409,
      'expertise:error.notForPosition',
      { position: { $t: 'expertise:position.EXPERT' } },
    );
    expect((await call(w.branchExpert, 'POST', 'expertise/step', { id, event: 'APPROVE' })).status).toBe(404);
    // a lawyer has no step of the body at all
    expect((await call(w.colleague, 'POST', 'expertise/step', { id, event: 'APPROVE' })).status).toBe(403);
  });

  it('refuses a step of the assigned expert taken by another expert', async () => {
    const id = await s.send();
    await s.step(w.experts[2]!, id, 'TAKE');
    await refusedInEveryLanguage(
      (headers) => call(w.experts[3]!, 'POST', 'expertise/step', { id, event: 'SEND_FOR_APPROVAL' }, headers),
      409,
      'expertise:error.notAssigned',
    );
  });
});
