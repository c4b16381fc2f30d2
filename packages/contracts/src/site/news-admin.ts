/**
 * The ministry's news desk (MINISTRY, ADMIN: `news.manage`; /lawyer-profile/site-content/news): write a
 * news item in the four languages with a cover image, preview it, publish it now or from a chosen
 * moment, and take it off the site again. The body is Markdown or a safe subset of HTML; the API keeps
 * what was written and serves it sanitized (a stored `<script>` never reaches a page).
 */
import { z } from 'zod';
import { idParams, idSchema } from '../common/ids';
import { idBody } from '../legal-aid/common';
import { listOf, pageQuery, searchText } from '../common/paging';
import { storedText, translatedText } from '../common/text';
import { defineCalls, get, post } from '../kit/define-call';
import { actionFlags, withId } from '../kit/fields';

/** The largest cover image: 5 MB (JPEG, PNG or WebP; the API checks the bytes). */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Where a news item stands: not on the site, waiting for its moment, or shown. */
export const NEWS_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/**
 * A news item's texts: title, summary and body in lt, ru and eng (required) and uz (left empty: the lt
 * text transliterated). The body is Markdown or safe HTML, at most 50 000 characters.
 */
export const newsTextFields = z.object({
  ...translatedText('title', 300),
  ...translatedText('summary', 1000),
  ...translatedText('body', 50_000),
});
export type NewsTextFields = z.input<typeof newsTextFields>;
/** The texts as the API stores them (trimmed; uz left empty: null). */
export type NewsTexts = z.output<typeof newsTextFields>;
export const NEWS_TEXT_KEYS = Object.keys(newsTextFields.shape) as (keyof NewsTextFields)[];

/** Correcting an item: its id and its texts; a `file` part replaces the cover image. */
export const newsUpdateFields = newsTextFields.extend({ id: idSchema });

/** Publishing: now (no `publishAt`) or from a moment (an ISO date-time with its offset, in the future). */
export const newsPublishBody = z.object({
  id: idSchema,
  publishAt: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }).nullish(),
});
export type NewsPublishBody = z.input<typeof newsPublishBody>;

export const newsManageQuery = pageQuery(20, 100).extend({
  search: searchText,
  state: z.enum(NEWS_STATES).optional(),
});

/** A news item as the desk lists it: the title in the caller's language, its state and moment. */
export const newsManageItem = withId({
  title: z.string(),
  state: z.enum(NEWS_STATES),
  /** When it is shown from (a draft: when it was last shown, or written if never). */
  publishedAt: z.string(),
  /** Whether it has a cover image (the desk reads it through newsImage, whatever the item's state). */
  hasImage: z.boolean(),
  createdAt: z.string(),
  can: actionFlags('edit', 'publish', 'unpublish'),
});
export type NewsManageItem = z.infer<typeof newsManageItem>;

/** One item for editing: every stored text (uz null: generated) beside its list entry. */
export const newsManageRecord = newsManageItem.extend({
  texts: z.object({ ...storedText('title'), ...storedText('summary'), ...storedText('body') }),
});
export type NewsManageRecord = z.infer<typeof newsManageRecord>;

/** The preview of a body: what the site will show, sanitized as it will be. */
export const newsPreviewBody = z.object({ body: z.string().max(50_000, 'validation.tooLong') });
export const newsPreviewResponse = z.object({ html: z.string() });

export const newsAdminCalls = defineCalls(['site content: news'], 'news.manage', {
  newsManageList: get('content/news', { query: newsManageQuery, response: listOf(newsManageItem) }),
  newsManageById: get('content/news/:id', { params: idParams, response: newsManageRecord }),
  newsCreate: post('content/news/create', {
    multipart: { fields: newsTextFields, fileField: 'file', maxBytes: NEWS_IMAGE_MAX_BYTES },
    response: newsManageRecord,
    summary: 'Writes a news item (not yet on the site): the texts and an optional cover image `file`',
  }),
  newsUpdate: post('content/news/update', {
    multipart: { fields: newsUpdateFields, fileField: 'file', maxBytes: NEWS_IMAGE_MAX_BYTES },
    response: newsManageRecord,
    summary: 'Corrects a news item; a `file` part replaces its cover image',
  }),
  newsPublish: post('content/news/publish', {
    body: newsPublishBody,
    response: newsManageRecord,
    summary: 'Shows the item on the site now, or from `publishAt`',
  }),
  newsUnpublish: post('content/news/unpublish', {
    body: idBody,
    response: newsManageRecord,
    summary: 'Takes the item off the site (it is kept, to be published again)',
  }),
  newsPreview: post('content/news/preview', { body: newsPreviewBody, response: newsPreviewResponse }),
  /** The cover image of any item, a draft's too, for the desk only (never cached). */
  newsImage: get('content/news/:id/image', { params: idParams, binary: true }),
});
