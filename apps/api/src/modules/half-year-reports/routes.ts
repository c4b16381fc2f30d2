/**
 * The half-year report calls (packages/contracts reports/half-year-reports.ts): reads from read.ts,
 * changes through service.ts, access rules in policy.ts.
 */
import { halfYearReportCalls as calls } from '@portal/contracts';
import { renderHalfYearReportPdf } from '../../documents/half-year-report-pdf';
import { legalAidRoutes, sendPdf } from '../legal-aid';
import { reportViews } from './read';
import { acceptReport, createReport, returnReport, signReport, updateReport } from './service';
import { signerOf } from '../e-signature';

export const halfYearReportRoutes = legalAidRoutes(calls, ({ db, config, clock }) => {
  const view = reportViews(db, clock);
  return {
    halfYearReportList: ({ actor, lang, query }) => view.list(actor, lang, query),
    halfYearReportSums: ({ actor, lang, query }) => view.sums(actor, lang, query),
    halfYearReportLate: ({ actor, lang, query }) => view.late(actor, lang, query),
    halfYearReport: ({ actor, lang, params }) => view.dto(actor, lang, params.id),
    halfYearReportPdf: async ({ actor, lang, params, reply }) => {
      const report = await view.dto(actor, lang, params.id);
      const pdf = await renderHalfYearReportPdf(report, { publicUrl: config.publicUrl, language: lang });
      return sendPdf(
        reply,
        pdf,
        `half-year-report-${report.period.year}-${report.period.half}-${report.id}.pdf`,
      );
    },
    halfYearReportCreate: async ({ actor, lang, body, request }) => {
      const id = await createReport({ db, config, clock: request.clock }, actor, body);
      return view.dto(actor, lang, id);
    },
    halfYearReportUpdate: async ({ actor, lang, body, request }) => {
      await updateReport(db, actor, body.id, body.forms, request.clock.now());
      return view.dto(actor, lang, body.id);
    },
    halfYearReportSign: async ({ actor, lang, body, request }) => {
      const signer = signerOf(actor, body.pkcs7, request.ip);
      await signReport({ db, config, clock: request.clock }, actor, body.id, signer);
      return view.dto(actor, lang, body.id);
    },
    halfYearReportAccept: async ({ actor, lang, body }) => {
      await acceptReport(db, actor, body.id);
      return view.dto(actor, lang, body.id);
    },
    halfYearReportReturn: async ({ actor, lang, body, request }) => {
      await returnReport(db, actor, body.id, body.reason, request.clock.now());
      return view.dto(actor, lang, body.id);
    },
  };
});
