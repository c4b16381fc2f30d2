/** The addresses of the expertise screens (the section's cabinet pages, packages/contracts sections/expertise.ts). */
export const EXPERTISE_LINKS = {
  /** The body's queue and one request of it. */
  queue: '/lawyer-profile/expertise',
  record: (id: number) => `/lawyer-profile/expertise/view/${id}`,
  /** The lawyer's requests, the form on one of their orders (a draft: `?draft=`), one request. */
  own: '/lawyer-profile/orders/expertise',
  form: (orderId: number, draftId?: number) =>
    `/lawyer-profile/orders/expertise/${orderId}${draftId ? `?draft=${draftId}` : ''}`,
  view: (id: number) => `/lawyer-profile/orders/expertise/view/${id}`,
  /** Spec section 2's /expertise/payment/{transactionId}: the invoice of request `id`. */
  payment: (id: number) => `/expertise/payment/${id}`,
};
