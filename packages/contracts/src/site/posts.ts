/**
 * Announcements (posts) of the ministry and the chambers, with who has seen them (docs/domain.md "Site
 * content: posts"). The ministry writes to everyone or to every lawyer, a regional chamber to its
 * region's lawyers; a reader sees the posts addressed to them on the cabinet's home page and opening one
 * records it seen, once; the author reads who has seen a post and how many of its audience have.
 */
import { POST_AUDIENCES } from '@portal/domain/posts';
import { z } from 'zod';
import { idParams, idSchema } from '../common/ids';
import { idBody } from '../legal-aid/common';
import { listOf, pageQuery, searchText } from '../common/paging';
import { translatedText } from '../common/text';
import { defineCalls, get, post } from '../kit/define-call';
import { actionFlags, withId } from '../kit/fields';

export { POST_AUDIENCES, type PostAudience } from '@portal/domain/posts';

/** A post's texts (lt, ru, eng required; uz left empty: lt transliterated) and its audience. */
export const postFields = z.object({
  audience: z.enum(POST_AUDIENCES, { error: 'validation.fieldMandatory' }),
  ...translatedText('title', 300),
  ...translatedText('body', 20_000),
});
export type PostFields = z.input<typeof postFields>;
/** The fields as the API stores them (trimmed; uz left empty: null). */
export type PostTexts = z.output<typeof postFields>;
export const POST_FIELD_KEYS = Object.keys(postFields.shape) as (keyof PostFields)[];

/** A post as its author's desk lists it: its texts, audience, and how many of the audience have seen it. */
export const postDeskItem = withId({
  title: z.string(),
  audience: z.enum(POST_AUDIENCES),
  published: z.boolean(),
  publishedAt: z.string(),
  audienceCount: z.number().int(),
  seenCount: z.number().int(),
  fields: postFields.extend({ titleUz: z.string().nullable(), bodyUz: z.string().nullable() }),
  can: actionFlags('edit', 'publish', 'unpublish', 'viewSeen'),
});
export type PostDeskItem = z.infer<typeof postDeskItem>;

/** A post as a reader gets it: the body rendered and sanitized on the server, and when they saw it. */
export const postReaderItem = withId({
  title: z.string(),
  html: z.string(),
  publishedAt: z.string(),
  seenAt: z.string().nullable(),
});
export type PostReaderItem = z.infer<typeof postReaderItem>;

/** GET getInfo/postGetSeenByPostId: who of the post's audience has seen it, first seen first. */
export const postSeenResponse = z.object({
  audienceCount: z.number().int(),
  seenCount: z.number().int(),
  list: z.array(z.object({ personId: idSchema, fullName: z.string(), seenAt: z.string() })),
});

export const postDeskCalls = defineCalls(['site content: posts'], 'post.write', {
  postDeskList: get('content/posts', {
    query: pageQuery(20, 100).extend({ search: searchText }),
    response: listOf(postDeskItem),
  }),
  postCreate: post('content/posts/create', {
    body: postFields,
    response: postDeskItem,
    summary: 'Writes a post, off the site until it is published',
  }),
  postUpdate: post('content/posts/update', {
    body: postFields.extend({ id: idSchema }),
    response: postDeskItem,
  }),
  postPublish: post('content/posts/publish', { body: idBody, response: postDeskItem }),
  postUnpublish: post('content/posts/unpublish', {
    body: idBody,
    response: postDeskItem,
  }),
  postGetSeenByPostId: get('getInfo/postGetSeenByPostId/:id', {
    params: idParams,
    response: postSeenResponse,
  }),
});

/** The posts addressed to the caller, newest first, with how many they have not opened yet. */
export const myPostsResponse = listOf(postReaderItem).extend({ unseen: z.number().int() });

export const postReaderCalls = defineCalls(['site content: posts'], 'signedIn', {
  myPosts: get('content/posts/mine', {
    query: pageQuery(5, 100),
    response: myPostsResponse,
  }),
  postRead: post('content/posts/read', {
    body: idBody,
    response: postReaderItem,
    summary: 'Opens a post addressed to the caller and records it seen (the first time only)',
  }),
});
