/**
 * Document templates (packages/contracts letters/doc-templates.ts). In the 'letters' area (forgotten at
 * sign-out with the letters); a change refreshes the area.
 */
import { type CallBody, type CallQuery, docTemplateCalls as calls } from '@portal/contracts';
import { callHooks, downloadCall } from './call';

const call = callHooks('letters');
const body = <B>(b: B) => ({ body: b });

export const useTemplateList = (query: CallQuery<typeof calls.docTemplateList>) =>
  call.useQuery(calls.docTemplateList, { query }, { keep: true });
export const useTemplate = (id: number, enabled = true) =>
  call.useQuery(calls.docTemplate, { params: { id } }, { enabled });
export const useTemplateSources = (structureId: number | undefined) =>
  call.useQuery(calls.docTemplateSources, { query: { structureId } }, { keep: true });
export const useTemplateValues = (query: CallQuery<typeof calls.docTemplateValues>) =>
  call.useQuery(calls.docTemplateValues, { query }, { keep: true });

export const useCreateTemplate = () =>
  call.useMutation(calls.docTemplateCreate, { input: body<CallBody<typeof calls.docTemplateCreate>> });
export const useUpdateTemplate = () =>
  call.useMutation(calls.docTemplateUpdate, { input: body<CallBody<typeof calls.docTemplateUpdate>> });
export const useDeleteTemplate = () =>
  call.useMutation(calls.docTemplateDelete, { input: (id: number) => ({ body: { id } }) });
export const useTemplateToLetter = () =>
  call.useMutation(calls.docTemplateToLetter, { input: body<CallBody<typeof calls.docTemplateToLetter>> });

export const downloadTemplatePdf = (
  t: { id: number; name: string },
  query: CallQuery<typeof calls.docTemplatePdf>,
) => downloadCall(calls.docTemplatePdf, { params: { id: t.id }, query }, `${t.name}.pdf`);
