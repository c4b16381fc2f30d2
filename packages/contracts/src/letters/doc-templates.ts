/**
 * Document templates (/lawyer-profile/letters/doc-template; docs/domain.md "Document
 * templates"): a text with `{{group.field}}` placeholders (packages/domain doc-templates.ts) kept by a
 * structure (its director writes it) or shared by a chamber; made into a PDF filled from a chosen
 * structure, lawyer and order, or into a draft letter with that PDF as its main file.
 */
import { DOC_TEMPLATE_MAX_BODY, DOC_TEMPLATE_SOURCES } from '@portal/domain';
import { z } from 'zod';
import { actionFlags, withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { proseText, requiredLine } from '../common/text';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get, post, noContent } from '../kit/define-call';
import { idBody } from '../legal-aid/common';
import { namedRef } from '../public/common';
import { letterCreateBody, letterDto } from './letters';

const templateName = requiredLine(200);
const templateBody = proseText(DOC_TEMPLATE_MAX_BODY, {
  required: 'validation.fieldMandatory',
  tooLong: 'validation.tooLong',
});

/** docTemplate/create: the caller's structure's template, or (a chamber) a shared one. */
export const docTemplateCreateBody = z.object({ name: templateName, body: templateBody });
export const docTemplateUpdateBody = docTemplateCreateBody.extend({ id: idSchema });

export const docTemplateDto = withId({
  name: z.string(),
  body: z.string(),
  /** A chamber's template every structure of its region (the republic's: every structure) may use. */
  shared: z.boolean(),
  /** Who keeps it: the structure's or the chamber's name. */
  ownerName: z.string(),
  /** The records the body needs chosen before it is filled. */
  sources: z.array(z.enum(DOC_TEMPLATE_SOURCES)),
  updatedAt: z.string(),
  can: actionFlags('edit', 'delete'),
});
export type DocTemplateDto = z.infer<typeof docTemplateDto>;

export const docTemplateListQuery = pageQuery(20, 100).extend({ search: searchText });

/** The records a template is filled from; each is checked against what the caller may use. */
export const docTemplateFillQuery = z.object({
  structureId: z.coerce.number().int().positive().optional(),
  lawyerId: z.coerce.number().int().positive().optional(),
  orderId: z.coerce.number().int().positive().optional(),
});
export type DocTemplateFillQuery = z.infer<typeof docTemplateFillQuery>;

/** docTemplate/sources: what the caller may fill with; lawyers and orders of the chosen structure. */
export const docTemplateSourcesQuery = z.object({
  structureId: z.coerce.number().int().positive().optional(),
  search: searchText,
});
export const docTemplateSources = z.object({
  structures: z.array(namedRef),
  lawyers: z.array(namedRef),
  orders: z.array(namedRef),
});

/** docTemplate/values: each field's value for the chosen records (the preview fills the body with them). */
export const docTemplateValues = z.object({ values: z.record(z.string(), z.string().nullable()) });

/** docTemplate/toLetter: a draft letter whose main PDF is the filled template. */
export const docTemplateToLetterBody = docTemplateFillQuery.extend({
  id: idSchema,
  recipientKind: letterCreateBody.shape.recipientKind.unwrap(),
  recipientRef: letterCreateBody.shape.recipientRef.unwrap(),
  subject: letterCreateBody.shape.subject,
});

export const docTemplateCalls = defineCalls(['doc-templates'], 'docTemplate.view', {
  docTemplateList: get('docTemplate/list', {
    query: docTemplateListQuery,
    response: listOf(docTemplateDto).extend({
      /** Whether the caller keeps templates (a director, a chamber): the screen offers "new template". */
      canCreate: z.boolean(),
    }),
    summary: "The templates the caller may use: their structure's and the chambers' shared ones",
  }),
  docTemplate: get('docTemplate/byId/:id', { params: idParams, response: docTemplateDto }),
  docTemplateCreate: post('docTemplate/create', { body: docTemplateCreateBody, response: docTemplateDto }),
  docTemplateUpdate: post('docTemplate/update', { body: docTemplateUpdateBody, response: docTemplateDto }),
  docTemplateDelete: post('docTemplate/delete', { body: idBody, response: noContent }),
  docTemplateSources: get('docTemplate/sources', {
    query: docTemplateSourcesQuery,
    response: docTemplateSources,
  }),
  docTemplateValues: get('docTemplate/values', { query: docTemplateFillQuery, response: docTemplateValues }),
  docTemplatePdf: get('docTemplate/pdf/:id', {
    params: idParams,
    query: docTemplateFillQuery,
    binary: true,
    summary: 'The template filled from the chosen structure, lawyer and order, as a PDF',
  }),
  docTemplateToLetter: post('docTemplate/toLetter', {
    body: docTemplateToLetterBody,
    response: letterDto,
    summary: "A draft letter whose main PDF is the filled template (the caller's letters party writes it)",
  }),
});
