/**
 * Announcements (posts) through HTTP: the ministry writes to every lawyer and the Samarqand chamber to
 * its region's lawyers; each reaches exactly its audience (the public list only posts to everyone);
 * opening one records it seen once, and the author reads who has seen it and how many of the audience;
 * a role without post.write, a chamber touching another region's post or choosing another audience, and
 * a missing text are refused in the caller's language with nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminActions, lawyers, postSeen, posts } from '../../src/db/schema';
import { rowCounts } from '../helpers/database';
import { signInAs } from '../helpers/factories';
import { buildWorld, callApi, type Member, SAMARQAND } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { eq, count } from 'drizzle-orm';

const { ctx, w } = useWorld(buildWorld);
let ministry: Member;

const texts = (title: string) => ({
  titleLt: `${title} (lt)`,
  titleRu: `${title} (ru)`,
  titleEng: title,
  bodyLt: 'Hurmatli advokatlar, **yigʻilish** payshanba kuni.',
  bodyRu: 'Уважаемые адвокаты, **собрание** в четверг.',
  bodyEng: 'Dear lawyers, the **meeting** is on Thursday. <script>alert(1)</script>',
});

const stored = () => rowCounts(ctx.db, { posts, postSeen, adminActions });
const titlesOf = async (who: Member | null, url: string) =>
  (await callApi(ctx, who, 'GET', url, undefined, { 'accept-language': 'eng' })).body.list.map(
    (p: { title: string }) => p.title,
  );

/** Writes and publishes a post as `who`; answers the desk's item. */
async function published(who: Member, audience: string, title: string) {
  const written = await callApi(ctx, who, 'POST', 'content/posts/create', { audience, ...texts(title) });
  expect(written.status).toBe(200);
  expect(written.body).toMatchObject({ published: false, can: { publish: true } });
  const out = await callApi(ctx, who, 'POST', 'content/posts/publish', { id: written.body.id });
  expect(out.status).toBe(200);
  return out.body;
}

beforeAll(async () => {
  const signed = await signInAs(ctx.db, 'MINISTRY');
  ministry = { personId: signed.person.id, pinfl: '', headers: signed.headers, card: null, lawyerId: null };
});

describe('announcements (posts)', () => {
  it('reach exactly their audience, are seen once, and the author reads who has seen them', async () => {
    const toLawyers = await published(ministry, 'LAWYERS', 'To every lawyer');
    const toSamarqand = await published(w.regionChamber, 'REGION_LAWYERS', 'To Samarqand lawyers');
    const allLawyers = (await ctx.db.select({ n: count() }).from(lawyers))[0]!.n;
    const samarqandLawyers = (
      await ctx.db.select({ n: count() }).from(lawyers).where(eq(lawyers.regionId, SAMARQAND))
    )[0]!.n;
    expect(toLawyers).toMatchObject({ audience: 'LAWYERS', audienceCount: allLawyers, seenCount: 0 });
    expect(toSamarqand).toMatchObject({ audience: 'REGION_LAWYERS', seenCount: 0 });
    expect(toSamarqand.audienceCount).toBe(samarqandLawyers);
    expect(samarqandLawyers).toBeLessThan(allLawyers);

    // a Samarqand lawyer reads both, a Tashkent lawyer only the ministry's; a citizen and a guest neither
    expect(await titlesOf(w.colleague, 'content/posts/mine')).toEqual(
      expect.arrayContaining(['To every lawyer', 'To Samarqand lawyers']),
    );
    const tashkent = await titlesOf(w.stranger, 'content/posts/mine');
    expect(tashkent).toContain('To every lawyer');
    expect(tashkent).not.toContain('To Samarqand lawyers');
    for (const title of ['To every lawyer', 'To Samarqand lawyers']) {
      expect(await titlesOf(w.user, 'content/posts/mine')).not.toContain(title);
      expect(await titlesOf(null, 'getInfo/postList?limit=100')).not.toContain(title);
    }
    expect(
      (await callApi(ctx, w.stranger, 'POST', 'content/posts/read', { id: toSamarqand.id })).status,
    ).toBe(404);

    // opening records it seen once: the first moment stays, the unseen count falls by one
    const before = (await callApi(ctx, w.colleague, 'GET', 'content/posts/mine')).body;
    const opened = await callApi(
      ctx,
      w.colleague,
      'POST',
      'content/posts/read',
      { id: toSamarqand.id },
      {
        'accept-language': 'ru',
      },
    );
    expect(opened.status).toBe(200);
    expect(opened.body.title).toBe('To Samarqand lawyers (ru)');
    expect(opened.body.html).toBe('<p>Уважаемые адвокаты, <strong>собрание</strong> в четверг.</p>\n');
    const again = await callApi(ctx, w.colleague, 'POST', 'content/posts/read', { id: toSamarqand.id });
    expect(again.body.seenAt).toBe(opened.body.seenAt);
    const after = (await callApi(ctx, w.colleague, 'GET', 'content/posts/mine')).body;
    expect(after.unseen).toBe(before.unseen - 1);
    const english = await callApi(ctx, w.director, 'POST', 'content/posts/read', { id: toLawyers.id });
    expect(english.body.html).not.toContain('<script');

    const seen = await callApi(ctx, w.regionChamber, 'GET', `getInfo/postGetSeenByPostId/${toSamarqand.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ audienceCount: samarqandLawyers, seenCount: 1 });
    expect(seen.body.list).toEqual([expect.objectContaining({ personId: w.colleague.personId })]);
    expect(seen.body.list[0].fullName).not.toBe('');
    const ministrySees = await callApi(ctx, ministry, 'GET', `getInfo/postGetSeenByPostId/${toLawyers.id}`);
    expect(ministrySees.body.list.map((s: { personId: number }) => s.personId)).toEqual([
      w.director.personId,
    ]);
  });

  it('a post to everyone is on the public list; taken off, it leaves it', async () => {
    const post = await published(ministry, 'EVERYONE', 'To everyone');
    expect(await titlesOf(null, 'getInfo/postList?limit=100')).toContain('To everyone');
    expect(await titlesOf(w.user, 'content/posts/mine')).toContain('To everyone');
    expect((await callApi(ctx, ministry, 'POST', 'content/posts/unpublish', { id: post.id })).status).toBe(
      200,
    );
    expect(await titlesOf(null, 'getInfo/postList?limit=100')).not.toContain('To everyone');
  });

  it('refuses another region, another audience, a role without post.write and a missing text, storing nothing', async () => {
    const own = await published(w.regionChamber, 'REGION_LAWYERS', 'Samarqand only');
    const start = await stored();

    const other = await callApi(
      ctx,
      w.otherRegionChamber,
      'POST',
      'content/posts/update',
      { id: own.id, audience: 'REGION_LAWYERS', ...texts('Taken over') },
      { 'accept-language': 'ru' },
    );
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Запись не найдена. Возможно, она удалена.');
    expect(
      (await callApi(ctx, w.otherRegionChamber, 'POST', 'content/posts/unpublish', { id: own.id })).status,
    ).toBe(404);
    const otherSeen = await callApi(
      ctx,
      w.otherRegionChamber,
      'GET',
      `getInfo/postGetSeenByPostId/${own.id}`,
    );
    expect(otherSeen.status).toBe(404);
    expect(await titlesOf(w.otherRegionChamber, 'content/posts')).not.toContain('Samarqand only');

    const everyone = await callApi(
      ctx,
      w.regionChamber,
      'POST',
      'content/posts/create',
      { audience: 'EVERYONE', ...texts('Country-wide') },
      { 'accept-language': 'lt' },
    );
    expect(everyone.status).toBe(403);
    expect(everyone.body.message).toBe('Bu eʼlonni bunday auditoriyaga yoza olmaysiz.');

    const byLawyer = await callApi(ctx, w.colleague, 'POST', 'content/posts/create', {
      audience: 'LAWYERS',
      ...texts('By a lawyer'),
    });
    expect(byLawyer.status).toBe(403);
    expect((await callApi(ctx, w.republicChamber, 'GET', 'content/posts')).status).toBe(403);

    const missing = await callApi(
      ctx,
      ministry,
      'POST',
      'content/posts/create',
      { audience: 'LAWYERS', ...texts('No body'), bodyRu: '   ' },
      { 'accept-language': 'eng' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'bodyRu' });
    expect(missing.body.message).toContain('This field can not be empty');
    expect(await stored()).toEqual(start);
  });
});
