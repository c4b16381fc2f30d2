/**
 * The addresses of the request screens (spec section 2 "/lawyer-profile requests"): the lawyer's list,
 * one form per kind (`add-legal` for legal aid and free help, `add-certificate`, `add-license`,
 * `add-status`; `{id}` is `new` or a draft's id), the one page of a request (`add-certificate/view/{id}`,
 * every kind: the spec names one), sending a cancelled request again (`add-certificate/reSend/{id}`); the
 * chambers' inbox (`lawyer-requests`, its request page `lawyer-requests/view/{id}`) and the certificates
 * ending soon.
 */
import type { RequestKindValue } from '@portal/contracts';

const C = '/lawyer-profile';

export const REQUEST_FORMS = ['add-legal', 'add-certificate', 'add-license', 'add-status'] as const;
export type RequestForm = (typeof REQUEST_FORMS)[number];

/** The kinds each form sends: the first is the form's own (its reasons), the others are chosen whole. */
export const FORM_KINDS: Record<RequestForm, readonly RequestKindValue[]> = {
  'add-legal': ['LEGAL_AID', 'FREE_HELP'],
  'add-certificate': ['CERTIFICATE_REPLACEMENT'],
  'add-license': ['LICENSE_REPLACEMENT'],
  'add-status': ['STATUS_SUSPENSION'],
};

export function formOf(kind: RequestKindValue): RequestForm {
  return REQUEST_FORMS.find((f) => FORM_KINDS[f].includes(kind))!;
}

export const REQUEST_LINKS = {
  list: `${C}/requests`,
  form: (form: RequestForm, id?: number) => `${C}/requests/${form}/${id ?? 'new'}`,
  view: (id: number) => `${C}/requests/add-certificate/view/${id}`,
  resend: (id: number) => `${C}/requests/add-certificate/reSend/${id}`,
  inbox: `${C}/lawyer-requests`,
  inboxView: (id: number) => `${C}/lawyer-requests/view/${id}`,
  expiring: `${C}/lawyer-requests/expiring-certificates`,
  trainingReview: `${C}/lawyer-requests/training-certificates`,
};
