/**
 * The news desk through HTTP: the ministry writes a news item with a cover image (a draft the site does
 * not show), publishes it now or from a moment to come (shown from then), takes it off the site; the body
 * is kept as written and served sanitized (a stored script never reaches the page); refusals (a role
 * without news.manage, a missing text, a file that is not an image, a moment already past) are localized
 * and store nothing.
 */
import { count, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock';
import { adminActions, files, news } from '../../src/db/schema';
import { FIELD_MANDATORY } from '../helpers/languages';
import { type MultipartFile, postForm } from '../helpers/legal-aid-world';
import { callerOf, useSignedIn, useTestApp } from '../helpers/test-app';

const clock = manualClock('2026-11-02T06:00:00Z');
const ctx = useTestApp({}, undefined, { clock });
const { ministry, lawyer, chamber } = useSignedIn(ctx, {
  ministry: 'MINISTRY',
  lawyer: 'LAWYER',
  chamber: 'REGION_CHAMBER',
});

const texts = {
  titleLt: 'Yuridik yordam kuni',
  titleRu: 'День юридической помощи',
  titleEng: 'Legal aid day',
  summaryLt: 'Bepul maslahatlar',
  summaryRu: 'Бесплатные консультации',
  summaryEng: 'Free advice',
  bodyLt: 'Birinchi xatboshi.\n\n**Ikkinchi** xatboshi.',
  bodyRu: 'Первый абзац.\n\n**Второй** абзац.',
  bodyEng: 'First paragraph.\n\n**Second** paragraph.',
};

function png(): Buffer {
  const image = new PNG({ width: 40, height: 30 });
  image.data.fill(120);
  return PNG.sync.write(image);
}

const call = callerOf(ctx);

const send = (
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: MultipartFile,
  lang = 'eng',
) => postForm(ctx, { headers }, url, fields, file, lang);

const publicIds = async () =>
  (await call('GET', 'getInfo/listNews?limit=100')).json().list.map((n: { id: number }) => n.id);

const stored = async () => ({
  news: (await ctx.db.select({ n: count() }).from(news))[0]!.n,
  files: (await ctx.db.select({ n: count() }).from(files))[0]!.n,
  history: (await ctx.db.select({ n: count() }).from(adminActions))[0]!.n,
});

describe('the news desk', () => {
  it('writes an item with a cover image as a draft; published, it leads the public list with its image', async () => {
    const written = await send('content/news/create', ministry, texts, {
      name: 'cover.png',
      type: 'image/png',
      content: png(),
    });
    expect(written.status).toBe(200);
    const item = written.body;
    expect(item).toMatchObject({ state: 'DRAFT', can: { publish: true, unpublish: false } });
    expect(item.texts).toMatchObject({ titleRu: texts.titleRu, titleUz: null });
    expect(await publicIds()).not.toContain(item.id);
    expect((await call('GET', `getInfo/newsById/${item.id}`)).statusCode).toBe(404);
    // the draft's picture is not public; the desk reads it through its own call, never cached
    expect(item.hasImage).toBe(true);
    const [cover] = await ctx.db
      .select({ imageFileId: news.imageFileId })
      .from(news)
      .where(eq(news.id, item.id));
    const publicPhoto = `/api/v.1/files/photo/${cover!.imageFileId}`;
    expect((await ctx.app.inject({ method: 'GET', url: publicPhoto })).statusCode).toBe(404);
    const deskImage = await call('GET', `content/news/${item.id}/image`, ministry);
    expect(deskImage.statusCode).toBe(200);
    expect(deskImage.headers['content-type']).toBe('image/png');
    expect(deskImage.headers['cache-control']).toContain('no-store');
    expect((await call('GET', `content/news/${item.id}/image`, lawyer)).statusCode).toBe(403);
    expect((await call('GET', `content/news/${item.id}/image`)).statusCode).toBe(401);

    const published = await call('POST', 'content/news/publish', ministry, { id: item.id });
    expect(published.json()).toMatchObject({ state: 'PUBLISHED', can: { publish: false, unpublish: true } });
    const list = (await call('GET', 'getInfo/listNews?limit=5', {}, undefined, 'ru')).json().list;
    expect(list[0]).toMatchObject({ id: item.id, title: texts.titleRu });
    expect(list[0].imageUrl).toBe(publicPhoto);
    const image = await ctx.app.inject({ method: 'GET', url: list[0].imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const one = (await call('GET', `getInfo/newsById/${item.id}`, {}, undefined, 'uz')).json();
    expect(one.title).toBe('Юридик ёрдам куни');
    expect(one.html).toBe('<p>Биринчи хатбоши.</p>\n<p><strong>Иккинчи</strong> хатбоши.</p>\n');
    const history = await ctx.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, String(item.id)));
    expect(history.map((h) => h.action)).toEqual(['NEWS_WRITTEN', 'NEWS_PUBLISHED']);
  });

  it('keeps a stored script as written but never serves it: the page and the preview get it sanitized', async () => {
    const hostile =
      'Hello <script>alert("x")</script><img src=x onerror="alert(1)"> <a href="javascript:alert(2)">link</a> <b onclick="x()">bold</b>';
    const item = (await send('content/news/create', ministry, { ...texts, bodyEng: hostile })).body;
    expect(item.texts.bodyEng).toBe(hostile);
    await call('POST', 'content/news/publish', ministry, { id: item.id });
    const { html } = (await call('GET', `getInfo/newsById/${item.id}`)).json();
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('bold');
    const preview = (await call('POST', 'content/news/preview', ministry, { body: hostile })).json();
    expect(preview.html).toBe(html);
  });

  it('schedules an item: not shown before its moment, shown from it; a moment already past is refused', async () => {
    const item = (await send('content/news/create', ministry, texts)).body;
    const before = await stored();
    const past = await call(
      'POST',
      'content/news/publish',
      ministry,
      { id: item.id, publishAt: '2026-11-01T09:00:00+05:00' },
      'ru',
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ field: 'publishAt' });
    expect(past.json().message).toContain('не может быть в прошлом');
    expect(await stored()).toEqual(before);

    const at = '2026-11-02T14:00:00+05:00';
    const scheduled = await call('POST', 'content/news/publish', ministry, { id: item.id, publishAt: at });
    expect(scheduled.json()).toMatchObject({ state: 'SCHEDULED', publishedAt: new Date(at).toISOString() });
    expect(await publicIds()).not.toContain(item.id);
    expect((await call('GET', `getInfo/newsById/${item.id}`)).statusCode).toBe(404);
    const desk = (await call('GET', 'content/news?state=SCHEDULED', ministry)).json();
    expect(desk.list.map((n: { id: number }) => n.id)).toEqual([item.id]);

    clock.set('2026-11-02T09:00:01Z');
    expect(await publicIds()).toContain(item.id);
    expect((await call('GET', `getInfo/newsById/${item.id}`)).statusCode).toBe(200);
  });

  it('takes an item off the site and corrects it, a new image replacing the cover', async () => {
    const item = (await send('content/news/create', ministry, texts)).body;
    await call('POST', 'content/news/publish', ministry, { id: item.id });
    const off = await call('POST', 'content/news/unpublish', ministry, { id: item.id });
    expect(off.json()).toMatchObject({ state: 'DRAFT' });
    expect(await publicIds()).not.toContain(item.id);
    const corrected = await send(
      'content/news/update',
      ministry,
      { ...texts, id: String(item.id), titleEng: 'Legal aid day, corrected' },
      { name: 'new.png', type: 'image/png', content: png() },
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ title: 'Legal aid day, corrected', state: 'DRAFT' });
    expect(corrected.body.hasImage).toBe(true);
  });

  it('refuses every desk call to a role without news.manage, in its language, storing nothing', async () => {
    const item = (await send('content/news/create', ministry, texts)).body;
    const before = await stored();
    for (const who of [lawyer, chamber]) {
      const create = await send('content/news/create', who, texts, undefined, 'ru');
      expect(create.status).toBe(403);
      expect(create.body.message).toBe('У вас нет прав на это действие.');
      const update = await send('content/news/update', who, { ...texts, id: String(item.id) });
      expect(update.status).toBe(403);
      for (const url of ['content/news/publish', 'content/news/unpublish'])
        expect((await call('POST', url, who, { id: item.id })).statusCode).toBe(403);
      expect((await call('GET', 'content/news', who)).statusCode).toBe(403);
    }
    expect((await call('POST', 'content/news/publish', {}, { id: item.id })).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
    expect(await publicIds()).not.toContain(item.id);
  });

  it.each([
    ['ru', FIELD_MANDATORY.ru],
    ['uz', FIELD_MANDATORY.uz],
  ])(
    'refuses a missing Russian title in %s and a file that is not an image, storing nothing',
    async (lang, msg) => {
      const before = await stored();
      const missing = await send(
        'content/news/create',
        ministry,
        { ...texts, titleRu: ' ' },
        undefined,
        lang,
      );
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ field: 'titleRu' });
      expect(missing.body.message).toContain(msg);
      const pdf = Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      );
      const wrong = await send('content/news/create', ministry, texts, {
        name: 'x.png',
        type: 'image/png',
        content: pdf,
      });
      expect(wrong.status).toBe(415);
      expect(await stored()).toEqual(before);
    },
  );
});
