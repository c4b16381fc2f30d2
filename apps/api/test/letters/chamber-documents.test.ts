/**
 * The chamber's documents through HTTP (getInfo/listDirectoryChamberDocs): the Samarqand
 * chamber publishes for its region, the republic chamber for everyone; a Samarqand lawyer reads both and
 * opens the PDF, a Tashkent lawyer and the Tashkent chamber never see Samarqand's; only the publishing
 * chamber corrects and withdraws; bad input is refused with its message and stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { chamberDocuments, files } from '../../src/db/schema';
import { buildWorld, callApi, type Member, pdfBytes, pdfPart, postForm } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { rowCounts } from '../helpers/database';

const { ctx, w } = useWorld(buildWorld);

const decision = {
  title: 'Advokatlar malakasini oshirish tartibi',
  number: 'Q-12',
  documentDate: '2026-01-15',
  kind: 'DECISION',
};
const pdf = (content = pdfBytes(), name = 'qaror.pdf') => pdfPart(name, 'file', content);

const send = (
  who: Member,
  path: 'chamberDocumentCreate' | 'chamberDocumentUpdate',
  fields: Record<string, string>,
  file: ReturnType<typeof pdf> | undefined,
  lang = 'eng',
) => postForm(ctx, who, `getInfo/${path}`, fields, file, lang);
const publish = (who: Member, fields: Record<string, string> = decision, file = pdf(), lang = 'eng') =>
  send(who, 'chamberDocumentCreate', fields, file, lang);
const list = (who: Member, query = '') =>
  callApi(ctx, who, 'GET', `getInfo/listDirectoryChamberDocs${query}`);
const ids = async (who: Member, query = '') =>
  ((await list(who, query)).body.list ?? []).map((d: { id: number }) => d.id) as number[];

const stored = () => rowCounts(ctx.db, { documents: chamberDocuments, files });

describe('chamber documents', () => {
  it('reach the region’s and the republic’s readers, open as PDF, and are managed by their chamber only', async () => {
    const regional = await publish(w.regionChamber);
    expect(regional.status, JSON.stringify(regional.body)).toBe(200);
    expect(regional.body).toMatchObject({
      ...decision,
      status: 'PUBLISHED',
      can: { edit: true, withdraw: true },
    });
    const republic = await publish(w.republicChamber, {
      ...decision,
      title: 'Advokatlik faoliyati nizomi',
      number: 'N-1',
      kind: 'REGULATION',
      documentDate: '2025-11-01',
    });
    expect(republic.status).toBe(200);
    expect(republic.body.regionName).toBeNull();
    const r = regional.body.id as number;
    const p = republic.body.id as number;

    // who reads which
    expect(await ids(w.colleague)).toEqual([r, p]);
    const seen = (await list(w.colleague)).body.list[0];
    expect(seen.can).toEqual({ edit: false, withdraw: false });
    expect(await ids(w.stranger)).toEqual([p]);
    expect(await ids(w.otherRegionChamber)).toEqual([p]);
    expect((await list(w.regionChamber)).body.canPublish).toBe(true);
    expect((await list(w.colleague)).body.canPublish).toBe(false);

    // filters: kind, search, dates
    expect(await ids(w.colleague, '?kind=REGULATION')).toEqual([p]);
    expect(await ids(w.colleague, '?search=q-12')).toEqual([r]);
    expect(await ids(w.colleague, '?dateFrom=2026-01-01&dateTo=2026-01-31')).toEqual([r]);

    // the PDF opens for a reader, 404 outside the scope
    const file = await callApi(ctx, w.colleague, 'GET', `getInfo/chamberDocumentFile/${r}`);
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-type']).toBe('application/pdf');
    expect(file.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await callApi(ctx, w.stranger, 'GET', `getInfo/chamberDocumentFile/${r}`)).status).toBe(404);

    // correcting: the owner only; another region's chamber does not see it, a lawyer may not call it
    const fixed = { ...decision, id: String(r), title: 'Malaka oshirish tartibi (yangi tahrir)' };
    expect((await send(w.otherRegionChamber, 'chamberDocumentUpdate', fixed, undefined)).status).toBe(404);
    expect((await send(w.colleague, 'chamberDocumentUpdate', fixed, undefined)).status).toBe(403);
    const notMine = await send(
      w.regionChamber,
      'chamberDocumentUpdate',
      { ...fixed, id: String(p) },
      undefined,
    );
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe("This is another chamber's document");
    const corrected = await send(w.regionChamber, 'chamberDocumentUpdate', fixed, undefined);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.title).toBe(fixed.title);

    // withdrawing: readers no longer see it; a second withdrawal is refused
    const withdraw = (who: Member, id: number) =>
      callApi(ctx, who, 'POST', 'getInfo/chamberDocumentWithdraw', {
        id,
        reason: 'Yangi qaror bilan almashtirildi',
      });
    expect((await withdraw(w.otherRegionChamber, r)).status).toBe(404);
    const gone = await withdraw(w.regionChamber, r);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body).toMatchObject({ status: 'WITHDRAWN', can: { edit: false, withdraw: false } });
    expect(await ids(w.colleague)).toEqual([p]);
    expect((await callApi(ctx, w.colleague, 'GET', `getInfo/chamberDocumentFile/${r}`)).status).toBe(404);
    expect(await ids(w.regionChamber, '?status=WITHDRAWN')).toEqual([r]);
    const again = await withdraw(w.regionChamber, r);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The document is withdrawn');
  });

  it('pages by 10', async () => {
    for (let i = 0; i < 11; i++)
      expect((await publish(w.otherRegionChamber, { ...decision, number: `T-${i}` })).status).toBe(200);
    const first = await list(w.stranger);
    expect(first.body.list).toHaveLength(10);
    expect(first.body.total).toBeGreaterThanOrEqual(11);
    expect((await list(w.stranger, '?page=1')).body.list.length).toBe(first.body.total - 10);
  });

  it('refuses bad input with a message in the reader’s language and stores nothing', async () => {
    const before = await stored();
    const notPdf = await publish(
      w.regionChamber,
      decision,
      pdf(Buffer.from('just some text, not a PDF at all')),
    );
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.message).toBe('Only a PDF file can be attached here');
    const big = await publish(w.regionChamber, decision, pdf(pdfBytes(20 * 1024 * 1024 + 1)));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The file must be at most 20 MB');
    const noFile = await send(w.regionChamber, 'chamberDocumentCreate', decision, undefined);
    expect(noFile.status).toBe(400);
    expect(noFile.body.field).toBe('file');
    const empty = await publish(w.regionChamber, { ...decision, title: '   ' }, pdf(), 'ru');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Это поле не может быть пустым');
    const long = await publish(w.regionChamber, { ...decision, title: 'a'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Enter at most 300 characters');
    const future = await publish(w.regionChamber, { ...decision, documentDate: '2099-01-01' });
    expect(future.status).toBe(400);
    const wrongKind = await publish(w.regionChamber, { ...decision, kind: 'LETTER' });
    expect(wrongKind.status).toBe(400);
    expect((await publish(w.colleague)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
