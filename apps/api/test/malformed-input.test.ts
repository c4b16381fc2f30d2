/**
 * Malformed input refused clearly: a malformed id in a path is "not a valid
 * identifier", not "can not be empty", in every language; an uploaded file whose name holds a bidi
 * control (U+202E) or a control character (U+0001), or a multipart field holding a NUL, is a 400 on that
 * field and stores nothing. An empty required field ("", only spaces, null or
 * missing) says "This field can not be empty" in every language, whatever check refused it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs } from './helpers/factories';
import { FIELD_MANDATORY, inFour } from './helpers/languages';
import { pdfPart, postForm } from './helpers/legal-aid-world';
import { useTestApp } from './helpers/test-app';

const ctx = useTestApp({ GOV_SIM_URL: 'http://127.0.0.1:9' });

describe('a malformed id in a path', () => {
  it('is reported as an invalid id in four languages, and a missing one as empty', async () => {
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    const expected = inFour(
      'Identifikator notoʻgʻri',
      'Неверный идентификатор',
      'The identifier is not valid',
    );
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
      const answer = await postForm(
        ctx,
        investigator,
        'getInfo/org-request_create-send',
        { caseNumber: '1' },
        pdfPart(name),
      );
      expect(answer.status, name).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'file' });
      expect(answer.body.message).toMatch(/file name/);
    }
    expect(await filesCount()).toBe(before);
  });

  it('a multipart text field with a NUL is refused as the JSON one is', async () => {
    const investigator = await signInAs(ctx.db, 'INVESTIGATOR');
    const fields = { caseNumber: 'A\u0000B' };
    const answer = await postForm(
      ctx,
      investigator,
      'getInfo/org-request_create-send',
      fields,
      undefined,
      'ru',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'caseNumber' });
    expect(answer.body.message).toMatch(/управляющие/);
  });
});

describe('an empty required field', () => {
  const expected = FIELD_MANDATORY;
  /** A request body that passes the schema; each case blanks one of its fields. */
  const requestBody = {
    caseNumber: '1234567',
    personPinfl: '31403856004118',
    regionId: 12,
    languageId: 1,
    legalAidId: 2,
    attendancePlace: 'Fargʻona shahar IIB',
    attendanceAt: new Date(Date.now() + 86_400_000).toISOString(),
  };

  it('is "can not be empty" in four languages, for "", spaces, null and a missing value', async () => {
    const investigator = await signInAs(ctx.db, 'INVESTIGATOR');
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    const cases: {
      who: typeof lawyer;
      field: string;
      method: 'GET' | 'POST';
      url: (v: string) => string;
      body?: (v: unknown) => object;
    }[] = [];
    for (const field of ['caseNumber', 'personPinfl', 'regionId', 'attendancePlace', 'attendanceAt'])
      cases.push({
        who: investigator,
        field,
        method: 'POST',
        url: () => '/api/v.1/getInfo/org-request_create-send',
        body: (v) => ({ ...requestBody, [field]: v }),
      });
    cases.push(
      {
        who: lawyer,
        field: 'caseNumber',
        method: 'GET',
        url: (v) => `/api/v.1/getInfo/infoFromMvd?caseNumber=${v}`,
      },
      {
        who: lawyer,
        field: 'pinfl',
        method: 'POST',
        url: () => '/api/v.1/getInfo/searchCriminal',
        body: (v) => ({ pinfl: v }),
      },
      { who: lawyer, field: 'id', method: 'GET', url: (v) => `/api/v.1/getInfo/fileDownload?id=${v}` },
    );
    for (const c of cases) {
      const values: unknown[] = c.body ? ['', '   ', null, undefined] : ['', '%20%20%20'];
      for (const value of values) {
        for (const [lang, text] of Object.entries(expected)) {
          const answer = await ctx.app.inject({
            method: c.method,
            url: c.url(String(value)),
            headers: { ...c.who.headers, 'accept-language': lang },
            ...(c.body ? { payload: c.body(value) } : {}),
          });
          const where = `${c.method} ${c.field} = ${JSON.stringify(value)} in ${lang}`;
          expect(answer.statusCode, where).toBe(400);
          expect(answer.json(), where).toMatchObject({ code: 'VALIDATION_FAILED', field: c.field });
          expect(answer.json().message, where).toContain(text);
        }
      }
    }
  });
});
