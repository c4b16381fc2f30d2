/**
 * The lawyers' forum (forum/*): a lawyer opens a topic, another replies, both find it by a word; a
 * reader reports a post once; the Samarqand chamber hides a Samarqand lawyer's post with a reason (the
 * readers see only the reason) but not a Tashkent lawyer's; a post's Markdown comes back sanitized; a
 * post holding a PINFL- or passport-shaped string is refused in the reader's language and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { forumPosts, forumReports, forumTopics } from '../../src/db/schema';
import { rowCounts } from '../helpers/database';
import { inFour } from '../helpers/languages';
import { buildWorld, callApi, type Member } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { ctx, w } = useWorld(buildWorld);

const open = (who: Member, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callApi(ctx, who, 'POST', 'forum/topicCreate', body, headers);

describe('the lawyers’ forum', () => {
  it('topics, replies, search, a report and a chamber hiding a post of its region', async () => {
    const created = await open(w.colleague, {
      category: 'CRIMINAL',
      title: 'Tergovchi bilan uchrashuv vaqti',
      text: 'Himoyachi **qachon** kelishi kerak?',
    });
    expect(created.status).toBe(200);
    const topicId = created.body.id;
    expect(created.body.posts[0].html).toContain('<strong>qachon</strong>');

    const replied = await callApi(ctx, w.stranger, 'POST', 'forum/reply', {
      topicId,
      text: 'Soʻrov qabul qilingan kuni, belgilangan vaqtda.',
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ replies: 1, posts: [{}, {}] });
    const [first, answer] = replied.body.posts;

    // search by a word of a reply, in another script (Cyrillic finds the Latin text)
    for (const search of ['belgilangan', 'белгиланган']) {
      const found = await callApi(ctx, w.director, 'GET', `forum/topics?search=${encodeURI(search)}`);
      expect(found.body.list.map((t: { id: number }) => t.id)).toEqual([topicId]);
    }
    expect((await callApi(ctx, w.director, 'GET', 'forum/topics?category=CIVIL')).body.total).toBe(0);

    // a reader reports the reply once; its author cannot report their own
    expect(answer.can).toEqual({ hide: false, report: false });
    const asReader = (await callApi(ctx, w.director, 'GET', `forum/topics/${topicId}`)).body;
    expect(asReader.posts[1].can.report).toBe(true);
    const report = { id: answer.id, reason: 'Haqoratli ohang' };
    expect((await callApi(ctx, w.director, 'POST', 'forum/report', report)).status).toBe(204);
    expect((await callApi(ctx, w.director, 'POST', 'forum/report', report)).status).toBe(409);
    expect((await callApi(ctx, w.stranger, 'POST', 'forum/report', report)).status).toBe(409);

    // the Samarqand chamber moderates Samarqand lawyers' posts only; the republic chamber sees the report
    const reported = await callApi(ctx, w.republicChamber, 'GET', 'forum/topics?reported=true');
    expect(reported.body.list).toEqual([expect.objectContaining({ id: topicId, openReports: 1 })]);
    const inSamarqand = (await callApi(ctx, w.regionChamber, 'GET', `forum/topics/${topicId}`)).body;
    expect(inSamarqand.posts.map((p: { can: { hide: boolean } }) => p.can.hide)).toEqual([true, false]);
    const hideAnswer = { id: answer.id, reason: 'Odob qoidalariga zid' };
    expect((await callApi(ctx, w.regionChamber, 'POST', 'forum/hide', hideAnswer)).status).toBe(409);
    expect((await callApi(ctx, w.colleague, 'POST', 'forum/hide', hideAnswer)).status).toBe(403);
    const hidden = await callApi(ctx, w.regionChamber, 'POST', 'forum/hide', {
      id: first.id,
      reason: 'Mavzu boshqa boʻlimga tegishli',
    });
    expect(hidden.status).toBe(200);
    // the moderator still reads the hidden text; a reader sees only the reason, and the topic leaves the list
    expect(hidden.body.posts[0]).toMatchObject({
      hidden: { reason: 'Mavzu boshqa boʻlimga tegishli' },
      html: expect.stringContaining('qachon'),
    });
    const seen = (await callApi(ctx, w.colleague, 'GET', `forum/topics/${topicId}`)).status;
    expect(seen).toBe(404);
    expect((await callApi(ctx, w.colleague, 'GET', 'forum/topics')).body.total).toBe(0);
    expect((await callApi(ctx, w.regionChamber, 'GET', 'forum/topics')).body.total).toBe(1);

    // a reply hidden by the republic chamber: the readers see its reason in its place
    const second = await open(w.colleague, { category: 'PRACTICE', title: 'Odob', text: 'Savol bor.' });
    const again = await callApi(ctx, w.stranger, 'POST', 'forum/reply', {
      topicId: second.body.id,
      text: 'Bema’ni javob',
    });
    const replyId = again.body.posts[1].id;
    await callApi(ctx, w.republicChamber, 'POST', 'forum/hide', { id: replyId, reason: 'Haqorat' });
    const readers = (await callApi(ctx, w.director, 'GET', `forum/topics/${second.body.id}`)).body;
    expect(readers.replies).toBe(0);
    expect(readers.posts[1]).toMatchObject({ html: null, hidden: { reason: 'Haqorat' } });

    // who may do what: a USER has no forum, a chamber writes nothing
    expect((await callApi(ctx, w.user, 'GET', 'forum/topics')).status).toBe(403);
    expect((await open(w.regionChamber, { category: 'CIVIL', title: 'Savol', text: 'Matn' })).status).toBe(
      403,
    );
  });

  it('answers a stored script or an unsafe link as harmless HTML', async () => {
    const text = [
      '<script>window.forumXss = 1</script>',
      '<img src=x onerror="window.forumXss = 2">',
      '[bosing](javascript:window.forumXss=3) va [sayt](https://advokatura.uz)',
      '<a href="javascript:alert(1)">havola</a> <iframe src="https://example.com"></iframe>',
    ].join('\n\n');
    const created = await open(w.colleague, { category: 'PORTAL', title: 'Xavfsizlik', text });
    expect(created.status).toBe(200);
    const stored = (await callApi(ctx, w.director, 'GET', `forum/topics/${created.body.id}`)).body;
    const html: string = stored.posts[0].html;
    // every real tag (text's own "<" comes escaped) is formatting, with no attribute but a safe link's
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
    expect(new Set(tags.map((t) => t[1]))).toEqual(new Set(['p', 'a']));
    for (const [, , attributes] of tags)
      expect(attributes).toMatch(
        /^(| href="(https:|mailto:)[^"]*" rel="noopener noreferrer nofollow" target="_blank")$/,
      );
    // what was typed stays readable as text, and the safe link stays a link
    expect(html).toContain('&lt;script&gt;window.forumXss = 1&lt;/script&gt;');
    expect(html).toContain(
      '<a href="https://advokatura.uz" rel="noopener noreferrer nofollow" target="_blank">',
    );
  });

  it('refuses client personal data and bad input in the reader’s language, storing nothing', async () => {
    const stored = () => rowCounts(ctx.db, { forumTopics, forumPosts, forumReports });
    const before = await stored();
    const messages = inFour(
      'JShShIR yoki pasport raqamiga oʻxshash',
      'похожая на ПИНФЛ или номер паспорта',
      'looks like a PINFL or a passport number',
    );
    for (const [lang, message] of Object.entries(messages)) {
      const pinfl = await open(
        w.colleague,
        { category: 'CIVIL', title: 'Ish', text: 'Mijozim 31204857260015 haqida' },
        { 'accept-language': lang },
      );
      expect(pinfl.status).toBe(400);
      expect(pinfl.body).toMatchObject({ field: 'text' });
      expect(pinfl.body.message).toContain(message);
    }
    const passport = await open(w.colleague, {
      category: 'CIVIL',
      title: 'Pasport AB 1234567',
      text: 'Matn',
    });
    expect(passport.status).toBe(400);
    expect(passport.body.field).toBe('title');
    const reply = await callApi(ctx, w.colleague, 'POST', 'forum/reply', {
      topicId: 1,
      text: 'aa1234567 kimniki?',
    });
    expect(reply.status).toBe(400);
    const empty = await open(
      w.colleague,
      { category: 'CIVIL', title: '  ', text: 'Matn' },
      { 'accept-language': 'ru' },
    );
    expect(empty.body.message).toContain('Это поле не может быть пустым');
    expect((await open(w.colleague, { category: 'SPORT', title: 'Savol', text: 'Matn' })).status).toBe(400);
    expect(
      (await callApi(ctx, w.colleague, 'POST', 'forum/reply', { topicId: 999_999, text: 'Javob' })).status,
    ).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
