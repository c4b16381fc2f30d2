/**
 * The lawyers' forum at /profile/forum (docs/domain.md "Forum"): topics in categories, replies, search,
 * reports of abuse and a chamber's hiding of a post with a reason. A post is written in Markdown; the API
 * answers it as sanitized HTML. A post holding a PINFL- or passport-shaped string is refused (no client's
 * personal data in the forum): the same check warns in the form as the lawyer types.
 */
import { FORUM_CATEGORIES, personalDataShapes } from '@portal/domain';
import { z } from 'zod';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery, searchText } from '../common/paging';
import { proseText, requiredLine } from '../common/text';
import { defineCalls, get, noContent, post } from '../kit/define-call';
import { actionFlags, withId } from '../kit/fields';

/** The longest post (Markdown source). */
export const FORUM_POST_MAX = 10_000;

/** A line that must not carry client personal data (a topic's title). */
const cleanOf = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((value) => personalDataShapes(value).length === 0, 'validation.personalDataInPost');

export const forumPostText = cleanOf(
  proseText(FORUM_POST_MAX, { required: 'validation.fieldMandatory', tooLong: 'validation.tooLong' }),
);

export const forumTopicCreateBody = z.object({
  category: z.enum(FORUM_CATEGORIES),
  title: cleanOf(requiredLine(200)),
  text: forumPostText,
});
export type ForumTopicCreateBody = z.infer<typeof forumTopicCreateBody>;

export const forumReplyBody = z.object({ topicId: idSchema, text: forumPostText });
export const forumHideBody = z.object({ id: idSchema, reason: requiredLine(500) });
export const forumReportBody = z.object({ id: idSchema, reason: requiredLine(500) });

export const forumTopicsQuery = pageQuery(20, 100).extend({
  category: z.enum(FORUM_CATEGORIES).optional(),
  /** Words of a topic's title or of any post shown in it. */
  search: searchText,
  /** Only topics with a post reported and not hidden yet (a moderator's list). */
  reported: z.enum(['true', 'false']).optional(),
});

export const forumTopicItem = withId({
  category: z.enum(FORUM_CATEGORIES),
  title: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  lastPostAt: z.string(),
  /** Replies shown to everyone (hidden ones not counted). */
  replies: z.number().int(),
  /** Reports not yet dealt with in the topic (a moderator's; 0 for others). */
  openReports: z.number().int(),
});
export type ForumTopicItem = z.infer<typeof forumTopicItem>;

export const forumPost = withId({
  authorName: z.string(),
  createdAt: z.string(),
  /** The post as sanitized HTML; null when hidden and the caller is no moderator. */
  html: z.string().nullable(),
  /** Set when a chamber hid the post: its reason and when. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** Reports of the post (a moderator's; 0 for others). */
  reports: z.number().int(),
  /** The caller reported this post already. */
  reportedByMe: z.boolean(),
  can: actionFlags('hide', 'report'),
});
export type ForumPost = z.infer<typeof forumPost>;

export const forumTopic = forumTopicItem.extend({
  posts: z.array(forumPost),
  can: actionFlags('reply'),
});
export type ForumTopic = z.infer<typeof forumTopic>;

export const forumCalls = defineCalls(['forum'], 'forum.read', {
  forumTopics: get('forum/topics', {
    query: forumTopicsQuery,
    response: listOf(forumTopicItem),
    summary: 'Topics of the lawyers’ forum, the latest active first, by category and words',
  }),
  forumTopic: get('forum/topics/:id', { params: idParams, response: forumTopic }),
  forumTopicCreate: post('forum/topicCreate', {
    body: forumTopicCreateBody,
    response: forumTopic,
    permission: 'forum.post',
  }),
  forumReply: post('forum/reply', { body: forumReplyBody, response: forumTopic, permission: 'forum.post' }),
  forumReport: post('forum/report', { body: forumReportBody, response: noContent, permission: 'forum.post' }),
  forumHide: post('forum/hide', {
    body: forumHideBody,
    response: forumTopic,
    permission: 'forum.moderate',
    summary: 'A chamber hides a post with a reason (regional chamber: posts of its region’s lawyers)',
  }),
});
