/**
 * Half-year reports (packages/contracts reports/half-year-reports.ts): the director's reports, one
 * report, its changes, the chambers' sums and who is late. Keys start with 'reports' (forgotten at
 * sign-out); a change refreshes the area.
 */
import { type CallQuery, halfYearReportCalls as calls } from '@portal/contracts';
import type { HalfYearReportForms } from '@portal/domain';
import { callHooks, downloadCall } from './call';

const call = callHooks('reports');
const body = <B>(b: B) => ({ body: b });

export const useHalfYearReports = (query: CallQuery<typeof calls.halfYearReportList>) =>
  call.useQuery(calls.halfYearReportList, { query }, { keep: true });
export const useHalfYearReport = (id: number) => call.useQuery(calls.halfYearReport, { params: { id } });
export const useReportSums = (query: CallQuery<typeof calls.halfYearReportSums>) =>
  call.useQuery(calls.halfYearReportSums, { query }, { keep: true });
export const useLateReports = (query: CallQuery<typeof calls.halfYearReportLate>) =>
  call.useQuery(calls.halfYearReportLate, { query }, { keep: true });

export const useCreateReport = () =>
  call.useMutation(calls.halfYearReportCreate, { input: body<{ year: number; half: 1 | 2 }> });
export const useUpdateReport = () =>
  call.useMutation(calls.halfYearReportUpdate, { input: body<{ id: number; forms: HalfYearReportForms }> });
export const useSignReport = () =>
  call.useMutation(calls.halfYearReportSign, { input: body<{ id: number; pkcs7: string }> });
export const useAcceptReport = () =>
  call.useMutation(calls.halfYearReportAccept, { input: (b: { id: number }) => ({ body: b }) });
export const useReturnReport = () =>
  call.useMutation(calls.halfYearReportReturn, { input: body<{ id: number; reason: string }> });

export const downloadReportPdf = (r: { id: number; period: { year: number; half: number } }) =>
  downloadCall(
    calls.halfYearReportPdf,
    { params: { id: r.id } },
    `half-year-report-${r.period.year}-${r.period.half}-${r.id}.pdf`,
  );
