/**
 * Malformed input refused clearly (issue 12, fault 9): a malformed id in a path is "not a valid
 * identifier", not "can not be empty", in every language; an uploaded file whose name holds a bidi
 * control (U+202E) or a control character (U+0001), or a multipart field holding a NUL, is a 400 on that
 * field and stores nothing.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs } from './helpers/factories';
import { multipart, pdfBytes } from './helpers/legal-aid-world';
import { useTestApp } from './helpers/test-app';

const ctx = useTestApp();

describe('a malformed id in a path', () => {
  it('is reported as an invalid id in four languages, and a missing one as empty', async () => {
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    const expected = {
      lt: 'Identifikator notoʻgʻri',
      uz: 'Идентификатор нотўғри',
      ru: 'Неверный идентификатор',
      eng: 'The identifier is not valid',
    };
    for (const [lang, text] of Object.entries(expected)) {
      for (const id of ['abc', '-1', '1.5', '99999999999']) {
        const answer = await ctx.app.inject({
          url: `/api/v.1/getInfo/dtoByOrderId/${id}`,
          headers: { ...lawyer.headers, 'accept-language': lang },
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
        expect(answer.json().message).toContain(text);
      }
    }
    const missing = await ctx.app.inject({
      url: '/api/v.1/getInfo/fileDownload',
      headers: { ...lawyer.headers, 'accept-language': 'eng' },
    });
    expect(missing.json()).toMatchObject({ field: 'id', message: 'id: This field can not be empty' });
  });
});

describe('uploaded file names', () => {
  const filesCount = async () =>
    (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from files`)).rows[0]!.n;

  it('refuse bidi and control characters, naming the file field', async () => {
    const investigator = await signInAs(ctx.db, 'INVESTIGATOR');
    const before = await filesCount();
    for (const name of ['invoice\u202Efdp.exe', 'order\u2066.pdf', 'scan\u0001.pdf']) {
      const form = multipart(
        { caseNumber: '1' },
        { field: 'file', name, type: 'application/pdf', content: pdfBytes() },
      );
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/v.1/getInfo/org-request_create-send',
        headers: { ...investigator.headers, ...form.headers, 'accept-language': 'eng' },
        payload: form.payload,
      });
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'file' });
      expect(answer.json().message).toMatch(/file name/);
    }
    expect(await filesCount()).toBe(before);
  });

  it('a multipart text field with a NUL is refused as the JSON one is', async () => {
    const investigator = await signInAs(ctx.db, 'INVESTIGATOR');
    const form = multipart({ caseNumber: 'A\u0000B' });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v.1/getInfo/org-request_create-send',
      headers: { ...investigator.headers, ...form.headers, 'accept-language': 'ru' },
      payload: form.payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'caseNumber' });
    expect(answer.json().message).toMatch(/управляющие/);
  });
});
