/**
 * The document template calls (packages/contracts letters/doc-templates.ts `docTemplateCalls`): changes in
 * service.ts, reads in read.ts, the records a template is filled from in fill.ts, access in policy.ts. The
 * draft letter with the filled template as its main PDF is made by the letters module.
 */
import { docTemplateCalls as calls } from '@portal/contracts';
import { fillTemplate, templateSources } from '@portal/domain';
import { renderTemplatePdf } from '../../documents/template-pdf';
import { legalAidRoutes, sendPdf } from '../legal-aid';
import { createLetterWithMainPdf, letterViews } from '../letters';
import { fillSources, fillValues } from './fill';
import { templateViews } from './read';
import { createTemplate, deleteTemplate, updateTemplate } from './service';

/** A file name from a template's name: letters, digits and dashes. */
const fileName = (name: string) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'hujjat'}.pdf`;

export const docTemplateRoutes = legalAidRoutes(calls, ({ db, storage, adapters, clock }) => {
  const view = templateViews(db);
  const letterView = letterViews(db, clock);

  /** The template filled for the chosen records, as a PDF. */
  async function filledPdf(
    actor: Parameters<typeof view.visible>[0],
    lang: Parameters<typeof fillValues>[2],
    id: number,
    query: Parameters<typeof fillValues>[3],
    now: Date,
  ) {
    const { t } = await view.visible(actor, id);
    const values = await fillValues(db, actor, lang, query, now, templateSources(t.body));
    const pdf = await renderTemplatePdf({ title: t.name, text: fillTemplate(t.body, values) });
    return { pdf, name: fileName(t.name) };
  }
  return {
    docTemplateList: ({ actor, query }) => view.list(actor, query),
    docTemplate: ({ actor, params }) => view.dto(actor, params.id),
    docTemplateCreate: async ({ actor, body, request }) =>
      view.dto(actor, await createTemplate(db, actor, body, request.clock.now())),
    docTemplateUpdate: async ({ actor, body, request }) => {
      await updateTemplate(db, actor, body, request.clock.now());
      return view.dto(actor, body.id);
    },
    docTemplateDelete: async ({ actor, body }) => {
      await deleteTemplate(db, actor, body.id);
      return null;
    },
    docTemplateSources: ({ actor, query }) => fillSources(db, actor, query),
    docTemplateValues: async ({ actor, lang, query, request }) => ({
      values: await fillValues(db, actor, lang, query, request.clock.now()),
    }),
    docTemplatePdf: async ({ actor, lang, params, query, request, reply }) => {
      const { pdf, name } = await filledPdf(actor, lang, params.id, query, request.clock.now());
      return sendPdf(reply, pdf, name);
    },
    docTemplateToLetter: async ({ actor, lang, body, request }) => {
      const { id, recipientKind, recipientRef, subject, ...records } = body;
      const pdf = await filledPdf(actor, lang, id, records, request.clock.now());
      const deps = { db, storage, exchange: adapters.documentExchange, clock: request.clock };
      const letterId = await createLetterWithMainPdf(
        deps,
        actor,
        { recipientKind, recipientRef, subject, summary: null },
        { content: pdf.pdf, name: pdf.name },
      );
      return letterView.dto(actor, letterId);
    },
  };
});
